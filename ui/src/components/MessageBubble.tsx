import { Box, Group, Image, Paper, Stack, Text, useComputedColorScheme } from "@mantine/core";
import { IconFileTypePdf, IconMapPin, IconPhoto, IconVideo } from "@tabler/icons-react";

import type { Preview } from "../bindings/Preview";
import { templateLang } from "../common/templateLanguage";
import { useLanguage, useT } from "../i18n/I18n";

function MediaHeader({
  format,
  value,
  pdf,
  picture,
}: {
  format: string;
  value: string;
  pdf: string | null;
  picture: string | null;
}) {
  const t = useT();
  const { language } = useLanguage();
  const f = format.toLowerCase();
  if (f === "image" && picture) {
    // The picture itself, as the customer's phone shows it above the words.
    return (
      <Image
        src={picture}
        radius="sm"
        fit="contain"
        mah={240}
        alt={pdf ?? ""}
        data-testid="campaign-preview-picture"
      />
    );
  }
  const Icon = f === "document" ? IconFileTypePdf : f === "image" ? IconPhoto : f === "video" ? IconVideo : IconMapPin;
  const name = pdf ?? value;
  return (
    <Group
      gap="xs"
      p="xs"
      wrap="nowrap"
      style={{ borderRadius: 6, background: "rgba(0,0,0,0.06)" }}
      data-testid="campaign-preview-media"
    >
      <Icon size={22} aria-hidden />
      {name ? (
        <Text size="sm" fw={500} truncate translate="no">
          {f === "document" && !/\.pdf$/i.test(name) ? `${name}.pdf` : name}
        </Text>
      ) : (
        // Pacer's own words inside the customer's message: the window's language.
        <Text size="sm" fw={500} truncate translate="yes" lang={language.tag} dir={language.dir}>
          {t("wizard-preview-no-media", { format: f })}
        </Text>
      )}
    </Group>
  );
}

/** The message as it shows on the customer's phone (the campaign wizard's preview, a template
 * in the Inbox's thread): the template's own words in its own
 * language (`language`, Meta's code such as `pt_BR`), never the window's: the bubble says so
 * with `lang`, finds its direction from its text, and is not translated. */
export default function MessageBubble({
  preview,
  pdf,
  picture = null,
  language,
  testId = "campaign-preview",
}: {
  preview: Preview;
  pdf: string | null;
  /** The header's picture (a `data:` URL from Pacer), shown instead of its name. */
  picture?: string | null;
  language: string;
  /** The bubble's test id (the campaign wizard's by default; the Inbox names its own). */
  testId?: string;
}) {
  const dark = useComputedColorScheme("light") === "dark";
  return (
    <Box
      p="md"
      style={{ background: dark ? "#0b141a" : "#efeae2", borderRadius: 8 }}
      data-testid={testId}
      lang={templateLang(language)}
      dir="auto"
      translate="no"
    >
      <Paper
        p="sm"
        radius="md"
        shadow="xs"
        maw={420}
        style={{ background: dark ? "#005c4b" : "#d9fdd3", color: dark ? "#e9edef" : "#111b21" }}
      >
        <Stack gap={6}>
          {preview.media && (
            <MediaHeader format={preview.media[0]} value={preview.media[1]} pdf={pdf} picture={picture} />
          )}
          {preview.header && (
            <Text fw={700} size="sm" translate="no">
              {preview.header}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }} translate="no">
            {preview.body}
          </Text>
          {preview.footer && (
            <Text size="xs" style={{ opacity: 0.7 }} translate="no">
              {preview.footer}
            </Text>
          )}
        </Stack>
      </Paper>
      {preview.buttons.map((b) => (
        <Paper
          key={b}
          mt={4}
          p={6}
          radius="md"
          maw={420}
          ta="center"
          style={{ background: dark ? "#1f2c34" : "#ffffff", color: dark ? "#53bdeb" : "#027eb5" }}
        >
          <Text size="sm" translate="no">
            {b}
          </Text>
        </Paper>
      ))}
    </Box>
  );
}
