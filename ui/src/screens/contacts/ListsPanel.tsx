import { Anchor, Table, Text } from "@mantine/core";

import type { ImportRecord } from "../../bindings/ImportRecord";
import type { ListSummary } from "../../bindings/ListSummary";
import { count, dateTime } from "../../format";

type ListsProps = {
  lists: ListSummary[];
  /** Shows the list's contacts in the table. */
  onShow: (list: string) => void;
};

export function ListsPanel({ lists, onShow }: ListsProps) {
  if (lists.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No lists yet. Every import puts its contacts in a list: import a file to make the first one.
      </Text>
    );
  }
  return (
    <Table striped highlightOnHover data-testid="contacts-lists">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>List</Table.Th>
          <Table.Th ta="right">Contacts</Table.Th>
          <Table.Th ta="right">Opted out of marketing</Table.Th>
          <Table.Th ta="right">Can receive marketing</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lists.map((l) => (
          <Table.Tr key={l.name}>
            <Table.Td>
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
  if (imports.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No imports yet. Each import you make is listed here with what it did.
      </Text>
    );
  }
  return (
    <Table striped data-testid="contacts-imports">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={170}>When</Table.Th>
          <Table.Th w={200}>File</Table.Th>
          <Table.Th w={140}>List</Table.Th>
          <Table.Th>What happened</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {imports.map((i) => (
          <Table.Tr key={i.id}>
            <Table.Td>{dateTime(i.created_at)}</Table.Td>
            <Table.Td style={{ wordBreak: "break-all" }}>{i.file_name}</Table.Td>
            <Table.Td>{i.list ?? "—"}</Table.Td>
            <Table.Td>{i.summary}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
