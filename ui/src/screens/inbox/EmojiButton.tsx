// The emoji office staff use most, a click away: no picker library, no search, ~40 faces and
// signs that cover thanks, greetings, payments and apologies.
import { ActionIcon, Popover, SimpleGrid, Tooltip, UnstyledButton } from "@mantine/core";
import { IconMoodSmile } from "@tabler/icons-react";
import { useState } from "react";

import { useT } from "../../i18n/I18n";

export const EMOJI = [
  "😊", "🙂", "😀", "😂", "😍", "🥰", "😉", "😎",
  "🤔", "😅", "😢", "😔", "🙏", "👍", "👌", "👏",
  "🤝", "💪", "👋", "✌️", "❤️", "💚", "💯", "✨",
  "🎉", "🎁", "🌹", "🌙", "☀️", "⭐", "✅", "❌",
  "⚠️", "⏰", "📅", "📞", "📦", "🚚", "💰", "🧾",
];

export function EmojiButton({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Popover opened={open} onChange={setOpen} position="top-start" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Tooltip label={t("inbox-emoji")}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t("inbox-emoji")}
            onClick={() => setOpen((o) => !o)}
            disabled={disabled}
            data-testid="inbox-emoji"
          >
            <IconMoodSmile size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={6}>
        <SimpleGrid cols={8} spacing={2} verticalSpacing={2} translate="no" data-testid="inbox-emoji-grid">
          {EMOJI.map((emoji) => (
            <UnstyledButton
              key={emoji}
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
              style={{ fontSize: 22, lineHeight: 1.3, textAlign: "center", borderRadius: 4 }}
              data-emoji={emoji}
            >
              {emoji}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
