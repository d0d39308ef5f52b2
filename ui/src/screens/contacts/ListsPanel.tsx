import { Anchor, Table, Text } from "@mantine/core";

import type { ImportRecord } from "../../bindings/ImportRecord";
import type { ListSummary } from "../../bindings/ListSummary";
import { count, dateTime } from "../../format";
import { sayWith, useT } from "../../i18n/I18n";

type ListsProps = {
  lists: ListSummary[];
  /** Shows the list's contacts in the table. */
  onShow: (list: string) => void;
};

export function ListsPanel({ lists, onShow }: ListsProps) {
  const t = useT();
  if (lists.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("contacts-lists-empty")}
      </Text>
    );
  }
  return (
    <Table striped highlightOnHover data-testid="contacts-lists">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("contacts-lists-column-list")}</Table.Th>
          <Table.Th ta="right">{t("contacts-lists-column-contacts")}</Table.Th>
          <Table.Th ta="right">{t("contacts-lists-column-opted-out")}</Table.Th>
          <Table.Th ta="right">{t("contacts-lists-column-reachable")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lists.map((l) => (
          <Table.Tr key={l.name}>
            <Table.Td translate="no">
              <Anchor component="button" type="button" onClick={() => onShow(l.name)} data-testid={`list-${l.name}`}>
                {l.name}
              </Anchor>
            </Table.Td>
            <Table.Td ta="right">{count(l.members)}</Table.Td>
            <Table.Td ta="right">{count(l.opted_out)}</Table.Td>
            <Table.Td ta="right">{count(l.members - l.opted_out)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ImportsPanel({ imports }: { imports: ImportRecord[] }) {
  const t = useT();
  if (imports.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("contacts-imports-empty")}
      </Text>
    );
  }
  return (
    <Table striped data-testid="contacts-imports">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={170}>{t("contacts-imports-column-when")}</Table.Th>
          <Table.Th w={200}>{t("contacts-imports-column-file")}</Table.Th>
          <Table.Th w={140}>{t("contacts-imports-column-list")}</Table.Th>
          <Table.Th>{t("contacts-imports-column-result")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {imports.map((i) => (
          <Table.Tr key={i.id}>
            {/* The date is written by Intl in the reader's language; the file and the list are
                not the catalogue's words. The engine's summary is, except an old import's whose
                counts could not be read (its stored English). */}
            <Table.Td translate="no">{dateTime(i.created_at)}</Table.Td>
            <Table.Td style={{ wordBreak: "break-all" }} translate="no">
              {i.file_name}
            </Table.Td>
            <Table.Td translate="no">{i.list ?? "—"}</Table.Td>
            {i.summary_said ? (
              <Table.Td>{sayWith(t, i.summary_said)}</Table.Td>
            ) : (
              <Table.Td translate="no">{i.summary}</Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
