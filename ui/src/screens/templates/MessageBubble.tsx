import { Box, Group, Mark, Stack, Text, useComputedColorScheme } from "@mantine/core";
import { IconFileTypePdf, IconMapPin, IconPhoto, IconVideo } from "@tabler/icons-react";
import type { ReactNode } from "react";

import type { Preview } from "../../bindings/Preview";
import { templateLang } from "../../common/templateLanguage";
import { useLanguage, useT } from "../../i18n/I18n";

const PLACEHOLDER = /(\{\{\s*[^{}]+?\s*\}\})/g;

/** Text with the placeholders of missing values marked (`{{1}}` stays when nothing was given). */
export function WithMissing({ text, missing }: { text: string; missing: Set<string> }) {
  const t = useT();
  const parts = text.split(PLACEHOLDER);
  return (
    <>
      {parts.map((part, i) => {
        const name = part.startsWith("{{") ? part.slice(2, -2).trim() : null;
        return name !== null && missing.has(name) ? (
          <Mark key={i} color="red" title={t("templates-value-missing")} data-missing="true">
            {part}
          </Mark>
        ) : (
          <span key={i}>{part}</span>
        );
      })}
    </>
  );
}

function MediaHeader({ format, value }: { format: string; value: string }) {
  const t = useT();
  const { language } = useLanguage();
  const kind = format.toLowerCase();
  const icon: ReactNode =
    kind === "image" ? (
      <IconPhoto size={22} />
    ) : kind === "video" ? (
      <IconVideo size={22} />
    ) : kind === "location" ? (
      <IconMapPin size={22} />
    ) : (
      <IconFileTypePdf size={22} />
    );
  const missing =
    kind === "image"
      ? t("templates-media-missing-image")
      : kind === "video"
        ? t("templates-media-missing-video")
        : kind === "location"
          ? t("templates-media-missing-location")
          : t("templates-media-missing-document");
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      p="xs"
      style={{ borderRadius: 6, background: "rgba(0, 0, 0, 0.08)" }}
      data-testid="template-preview-media"
    >
      {icon}
      {value ? (
        // The file or link given for this message: the customer's data, not Pacer's words.
        <Text size="sm" style={{ wordBreak: "break-all" }} translate="no">
          {value}
        </Text>
      ) : (
        // Pacer's own words inside the customer's message: the window's language.
        <Text size="sm" style={{ wordBreak: "break-all" }} translate="yes" lang={language.tag} dir={language.dir}>
          <Mark color="red" data-missing="true">
            {missing}
          </Mark>
        </Text>
      )}
    </Group>
  );
}

type Props = {
  preview: Preview;
  /** The template's language, Meta's code (`pt_BR`). */
  language: string;
  /** The names between the braces of the variables still without a value (`1`, `first_name`). */
  missingNames: Set<string>;
};

/** The message as it shows on the customer's phone: header, body, footer, buttons. Their text is
 * the template's, in the template's language as Meta approved it: marked `translate="no"`. */
export function MessageBubble({ preview, missingNames, language }: Props) {
  const dark = useComputedColorScheme("light") === "dark";
  const bubble = dark ? "#005c4b" : "#d9fdd3";
  const ink = dark ? "#e9edef" : "#111b21";
  return (
    <Box
      p="md"
      style={{ background: dark ? "#0b141a" : "#efeae2", borderRadius: 8 }}
      data-testid="template-preview-bubble"
      lang={templateLang(language)}
      dir="auto"
      translate="no"
    >
      <Stack gap={2} maw={420}>
        <Box
          data-testid="template-preview"
          p="sm"
          style={{
            background: bubble,
            color: ink,
            borderRadius: "8px 8px 8px 0",
            boxShadow: "0 1px 1px rgba(0, 0, 0, 0.15)",
          }}
        >
          <Stack gap={6}>
            {preview.media && <MediaHeader format={preview.media[0]} value={preview.media[1]} />}
            {preview.header && (
              <Text
                fw={700}
                size="sm"
                style={{ whiteSpace: "pre-wrap" }}
                data-testid="template-preview-header"
                translate="no"
                dir="auto"
              >
                <WithMissing text={preview.header} missing={missingNames} />
              </Text>
            )}
            <Text
              size="sm"
              style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}
              data-testid="template-preview-body"
              translate="no"
              dir="auto"
            >
              <WithMissing text={preview.body} missing={missingNames} />
            </Text>
            {preview.footer && (
              <Text size="xs" style={{ opacity: 0.7, whiteSpace: "pre-wrap" }} translate="no" dir="auto">
                {preview.footer}
              </Text>
            )}
          </Stack>
        </Box>
        {preview.buttons.map((b, i) => (
          <Box
            key={i}
            py={6}
            px="sm"
            style={{ background: bubble, color: dark ? "#53bdeb" : "#027eb5", borderRadius: 8, textAlign: "center" }}
            data-testid="template-preview-button"
          >
            <Text size="sm" style={{ wordBreak: "break-all" }} translate="no" dir="auto">
              <WithMissing text={b} missing={missingNames} />
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
