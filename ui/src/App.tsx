import {
  ActionIcon,
  Alert,
  AppShell,
  Badge,
  Group,
  NavLink,
  Title,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
} from "@mantine/core";
import {
  IconAddressBook,
  IconChartBar,
  IconHome,
  IconInbox,
  IconMoon,
  IconSend,
  IconSettings,
  IconSun,
  IconTemplate,
} from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";

import { api, events } from "./api";
import { AppInfoContext, SetAppInfoContext } from "./appInfo";
import { useLiveValue } from "./common/useLiveValue";
import { NavigationContext, type Place, type Screen } from "./navigation";
import { showError } from "./notify";
import Home from "./screens/home/Home";
import { useAction } from "./common/useAction";
import { useLanguage, useT, type PlainMessageId } from "./i18n/I18n";
import { DeskBanner } from "./components/DeskBanner";
import { ProblemBanner } from "./components/ProblemBanner";
import { useInboxUnread } from "./common/useInboxUnread";
import { count } from "./format";

// Screens other than Home load when first opened: an idle window holds only what it shows.
const Campaigns = lazy(() => import("./screens/campaigns/Campaigns"));
const Inbox = lazy(() => import("./screens/inbox/Inbox"));
const Contacts = lazy(() => import("./screens/contacts/Contacts"));
const Reports = lazy(() => import("./screens/reports/Reports"));
const SettingsScreen = lazy(() => import("./screens/settings/Settings"));
const Templates = lazy(() => import("./screens/templates/Templates"));

const SCREENS: { screen: Screen; label: PlainMessageId; icon: typeof IconHome }[] = [
  { screen: "home", label: "nav-home", icon: IconHome },
  { screen: "inbox", label: "inbox-nav", icon: IconInbox },
  { screen: "contacts", label: "nav-contacts", icon: IconAddressBook },
  { screen: "templates", label: "nav-templates", icon: IconTemplate },
  { screen: "campaigns", label: "nav-campaigns", icon: IconSend },
  { screen: "reports", label: "nav-reports", icon: IconChartBar },
  { screen: "settings", label: "nav-settings", icon: IconSettings },
];

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme("light");
  const t = useT();
  const next = scheme === "dark" ? "light" : "dark";
  const label = next === "dark" ? t("color-scheme-to-dark") : t("color-scheme-to-light");
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        data-testid="color-scheme"
        aria-label={label}
        onClick={() => setColorScheme(next)}
      >
        {scheme === "dark" ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}

export default function App() {
  // Subscribed before it is read: the engine starting while the window loads is never missed.
  const [info, setInfo] = useLiveValue(events.onApp, api.appInfo, showError);
  const [place, setPlace] = useState<Place>({ screen: "home" });
  const restarting = useAction();
  const t = useT();
  const unread = useInboxUnread(info?.running ?? false);
  // Pacer's native dialogs title themselves in the window's language.
  const { language } = useLanguage();
  useEffect(() => {
    api.setWindowLanguage(language.tag).catch(() => {
      // Only a dialog's title depends on it: English then, as before.
    });
  }, [language.tag]);


  const restart = () =>
    restarting.run(async () => {
      setInfo(await api.restartEngine());
    }, t("still-cannot-start"));

  const screen = (() => {
    switch (place.screen) {
      case "home":
        return <Home />;
      case "inbox":
        return <Inbox phone={place.phone} campaign={place.campaignId} />;
      case "contacts":
        return <Contacts />;
      case "templates":
        return <Templates />;
      case "campaigns":
        return <Campaigns audience={place.audience} />;
      case "reports":
        return <Reports campaignId={place.campaignId} />;
      case "settings":
        return <SettingsScreen />;
    }
  })();

  return (
    <AppInfoContext.Provider value={info}>
      <SetAppInfoContext.Provider value={setInfo}>
        <NavigationContext.Provider value={setPlace}>
          <AppShell header={{ height: 56 }} navbar={{ width: 210, breakpoint: 0 }} padding="lg">
            <AppShell.Header>
              <Group h="100%" px="md" justify="space-between">
                <Group gap="sm">
                  <Title order={3} data-testid="app-title">
                    {t("app-title")}
                  </Title>
                  {/* A desk sends nothing itself: its mode is the office's, not this PC's. */}
                  {info && !info.desk && (
                    <Badge
                      data-testid="mode-badge"
                      color={info.mode === "demo" ? "orange" : "teal"}
                      variant="filled"
                    >
                      {info.mode === "demo" ? t("mode-demo") : t("mode-live")}
                    </Badge>
                  )}
                </Group>
                <ColorSchemeToggle />
              </Group>
            </AppShell.Header>
            <AppShell.Navbar p="xs" aria-label={t("nav-screens")}>
              {SCREENS.map(({ screen: s, label, icon: Icon }) => (
                <NavLink
                  key={s}
                  component="button"
                  data-testid={`nav-${s}`}
                  label={t(label)}
                  leftSection={<Icon size={18} />}
                  rightSection={
                    s === "inbox" && unread > 0 ? (
                      <Badge
                        size="sm"
                        circle={unread < 10}
                        color="green"
                        data-testid="inbox-unread-badge"
                        aria-label={t("inbox-unread-badge", { count: unread })}
                      >
                        <span dir="ltr">{count(unread)}</span>
                      </Badge>
                    ) : undefined
                  }
                  active={place.screen === s}
                  onClick={() => setPlace({ screen: s })}
                  aria-current={place.screen === s ? "page" : undefined}
                />
              ))}
            </AppShell.Navbar>
            <AppShell.Main>
              {info?.mode === "demo" && !info.desk && (
                <Alert
                  data-testid="demo-banner"
                  color="orange"
                  variant="light"
                  mb="md"
                  title={t("demo-banner-title")}
                >
                  {t("demo-banner")}
                </Alert>
              )}
              {info?.desk && <DeskBanner desk={info.desk} />}
              {info && <ProblemBanner info={info} restarting={restarting.running} onRestart={restart} />}
              <Suspense fallback={null}>{screen}</Suspense>
            </AppShell.Main>
          </AppShell>
        </NavigationContext.Provider>
      </SetAppInfoContext.Provider>
    </AppInfoContext.Provider>
  );
}
