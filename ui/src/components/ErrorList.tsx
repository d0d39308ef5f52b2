import { Alert, List, Text } from "@mantine/core";

type Props = {
  /** What is wrong, one sentence each (what happened and what to do). */
  errors: string[];
  title?: string;
  testId?: string;
  /** Space above it (Mantine's spacing: "xs" … "xl"). */
  mt?: string;
};

/** What stops the person going on: one sentence as it is, several as a list; nothing if none. */
export function ErrorList({ errors, title, testId, mt }: Props) {
  if (errors.length === 0) return null;
  return (
    <Alert color="red" title={title} mt={mt} data-testid={testId}>
      {errors.length === 1 ? (
        <Text size="sm">{errors[0]}</Text>
      ) : (
        <List size="sm">
          {errors.map((e) => (
            <List.Item key={e}>{e}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
