import { Box } from "@mantine/core";

/** How many groups of four hex digits go on one line. */
const GROUPS_PER_LINE = 4;

/**
 * A certificate fingerprint to compare by eye (`3F2A-9C1B-…`, 16 groups of 4 hex digits): in a
 * monospace font, four groups a line, the same on the office PC and on the desk. Each line but
 * the last keeps its trailing dash, so the text is the fingerprint as Pacer writes it.
 */
export function Fingerprint({ value, testId }: { value: string; testId?: string }) {
  const groups = value.split("-");
  const lines: string[] = [];
  for (let i = 0; i < groups.length; i += GROUPS_PER_LINE) {
    const last = i + GROUPS_PER_LINE >= groups.length;
    lines.push(groups.slice(i, i + GROUPS_PER_LINE).join("-") + (last ? "" : "-"));
  }
  return (
    <Box
      ff="monospace"
      fz="lg"
      fw={600}
      p="sm"
      bg="var(--mantine-color-default-hover)"
      dir="ltr"
      translate="no"
      style={{ borderRadius: "var(--mantine-radius-sm)", letterSpacing: "0.08em", lineHeight: 1.7 }}
      data-testid={testId}
    >
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </Box>
  );
}
