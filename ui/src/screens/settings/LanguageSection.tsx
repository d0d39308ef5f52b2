import { Alert, Card, Select, Stack, Text, Title } from "@mantine/core";

import { useLanguage, useT } from "../../i18n/I18n";
import { LANGUAGES } from "../../i18n/languages";

const SYSTEM = "system";

/** Settings → Language: applies at once, for this computer only (each desk its own). */
export function LanguageSection() {
  const t = useT();
  const { language, chosen, system, choose } = useLanguage();
  const options = [
    { value: SYSTEM, label: t("settings-language-system", { language: system.name }) },
    ...LANGUAGES.map((l) => ({ value: l.tag, label: l.name })),
  ];
  return (
    <Card withBorder padding="lg" id="settings-language">
      <Stack gap="sm">
        <Title order={4}>{t("settings-language")}</Title>
        <Select
          label={t("settings-language-choose")}
          description={t("settings-language-description")}
          data={options}
          value={chosen && LANGUAGES.some((l) => l.tag === chosen) ? chosen : SYSTEM}
          onChange={(value) => choose(value === null || value === SYSTEM ? null : value)}
          allowDeselect={false}
          // A language's own name is never translated: a reader finds theirs in their script.
          renderOption={({ option }) => (
            <span translate={option.value === SYSTEM ? "yes" : "no"}>{option.label}</span>
          )}
          data-testid="settings-language"
          maw={420}
        />
        {!language.reviewed && (
          <Alert color="yellow" variant="light" data-testid="settings-language-unreviewed">
            <Text size="sm">{t("settings-language-unreviewed", { translator: language.translator })}</Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
