import { Button, Group, Paper, Stack, TagsInput, Text, TextInput } from "@mantine/core";
import { IconFileSpreadsheet, IconFolderOpen } from "@tabler/icons-react";

import { api } from "../../../api";
import { useAppInfo } from "../../../appInfo";
import { pathName } from "../../../format";
import { countryName, isCountryCode } from "../words";
import { useAction } from "../../../common/useAction";

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
  const set = (patch: Partial<FileChoice>) => onChange({ ...value, ...patch });

  const choosing = useAction();
  const browse = () =>
    choosing.run(async () => {
      const chosen = await api.chooseContactFile();
      if (chosen) set({ path: chosen.path });
    }, "The file picker didn't open");

  const country = countryName(value.country);
  const listExists = knownLists.includes(value.list.trim());

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Import a CSV or Excel file exported from your billing system or typed by hand. Pacer finds
        the phone column by itself and shows what it found before anything is saved.
      </Text>
      <Paper withBorder p="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileSpreadsheet size={20} />
            {value.path ? (
              <Stack gap={0} style={{ minWidth: 0 }} data-testid="import-file">
                <Text size="sm" fw={600} truncate="end">
                  {pathName(value.path)}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                  {value.path}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" data-testid="import-file">
                No file chosen yet: press Choose… to pick the CSV or Excel file.
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
            Choose…
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
            Use the sample customer list
          </Button>
          <Text size="xs" c="dimmed">
            Demo: a made-up list with a few messy numbers, to see how Pacer handles them.
          </Text>
        </Group>
      )}
      <Group grow align="flex-start">
        <TextInput
          label="List"
          description={
            listExists
              ? `“${value.list.trim()}” already exists: these contacts are added to it.`
              : "The contacts go into this list (a new one is made if needed)."
          }
          placeholder="Customers"
          value={value.list}
          onChange={(e) => set({ list: e.currentTarget.value })}
          data-testid="import-list"
        />
        <TextInput
          label="Country for numbers without a country code"
          description={
            country
              ? `Numbers written without + or 00 are read as numbers from ${country}.`
              : "Type the 2-letter code of your country, for example PK or GB."
          }
          placeholder="PK"
          maxLength={2}
          value={value.country}
          onChange={(e) => set({ country: e.currentTarget.value.toUpperCase() })}
          data-testid="import-country"
          error={
            value.country.trim().length === 2 && !isCountryCode(value.country)
              ? "That is not a country code Pacer knows."
              : undefined
          }
        />
      </Group>
      <TagsInput
        label="Tags (optional)"
        description="Given to every contact in this file, for example “2026 customers”. Press Enter after each."
        data={knownTags}
        value={value.tags}
        onChange={(tags) => set({ tags })}
        clearable
      />
    </Stack>
  );
}
