import { Button, Group, Paper, Stack, TagsInput, Text, TextInput } from "@mantine/core";
import { IconFileSpreadsheet, IconFolderOpen } from "@tabler/icons-react";

import { api } from "../../../api";
import { useAppInfo } from "../../../appInfo";
import { pathName } from "../../../format";
import { useAction } from "../../../common/useAction";
import { useT } from "../../../i18n/I18n";
import { countryName, isCountryCode } from "./words";

export type FileChoice = {
  /** The file, as Pacer's dialog returned it ("" until one is chosen). */
  path: string;
  list: string;
  country: string;
  tags: string[];
};

type Props = {
  value: FileChoice;
  onChange: (value: FileChoice) => void;
  /** Tags already in use, offered as suggestions. */
  knownTags: string[];
  /** Lists already there: importing into one adds to it. */
  knownLists: string[];
};

/** The last part of a path, whichever separator it uses. */
export function fileName(path: string): string {
  const parts = path.split(/[\\/]/).filter((p) => p !== "");
  return parts[parts.length - 1] ?? path;
}

/** Step 1: which file, into which list, and the country of numbers written without +code. */
export function FileStep({ value, onChange, knownTags, knownLists }: Props) {
  const info = useAppInfo();
  const t = useT();
  const set = (patch: Partial<FileChoice>) => onChange({ ...value, ...patch });

  const choosing = useAction();
  const browse = () =>
    choosing.run(async () => {
      const chosen = await api.chooseContactFile();
      if (chosen) set({ path: chosen.path });
    }, t("import-picker-failed-title"));

  const country = countryName(value.country);
  const listExists = knownLists.includes(value.list.trim());

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("import-file-intro")}
      </Text>
      <Paper withBorder p="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileSpreadsheet size={20} />
            {value.path ? (
              <Stack gap={0} style={{ minWidth: 0 }} data-testid="import-file">
                <Text size="sm" fw={600} truncate="end" translate="no">
                  {pathName(value.path)}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }} translate="no" dir="ltr">
                  {value.path}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" data-testid="import-file">
                {t("import-no-file")}
              </Text>
            )}
          </Group>
          <Button
            variant="default"
            leftSection={<IconFolderOpen size={16} />}
            onClick={browse}
            loading={choosing.running}
            data-testid="import-choose"
            data-autofocus
          >
            {t("import-choose")}
          </Button>
        </Group>
      </Paper>
      {info?.samples && (
        <Group gap="xs">
          <Button
            variant="light"
            color="orange"
            size="xs"
            data-testid="import-use-sample"
            onClick={() => set({ path: info.samples?.contacts ?? value.path })}
          >
            {t("import-use-sample")}
          </Button>
          <Text size="xs" c="dimmed">
            {t("import-sample-note")}
          </Text>
        </Group>
      )}
      <Group grow align="flex-start">
        <TextInput
          label={t("import-list-label")}
          description={listExists ? t("import-list-exists", { list: value.list.trim() }) : t("import-list-new")}
          placeholder={t("import-default-list")}
          value={value.list}
          onChange={(e) => set({ list: e.currentTarget.value })}
          data-testid="import-list"
        />
        <TextInput
          label={t("import-country-label")}
          description={country ? t("import-country-read-as", { country }) : t("import-country-hint")}
          placeholder={t("import-country-placeholder")}
          maxLength={2}
          value={value.country}
          onChange={(e) => set({ country: e.currentTarget.value.toUpperCase() })}
          data-testid="import-country"
          error={
            value.country.trim().length === 2 && !isCountryCode(value.country)
              ? t("import-country-unknown")
              : undefined
          }
        />
      </Group>
      <TagsInput
        label={t("import-tags-label")}
        description={t("import-tags-description")}
        data={knownTags}
        value={value.tags}
        onChange={(tags) => set({ tags })}
        clearable
      />
    </Stack>
  );
}
