import * as React from "react";
import { ChevronDownIcon, LanguagesIcon } from "lucide-react";

import { Avatar } from "../components/avatar";
import { useConfirm } from "../components/confirm";
import { DropdownMenu } from "./on-first-use";
import { UserText } from "../components/user-text";
import { currentLocale, isLocale, type Locale, localeNames, locales, writeLocale } from "../lib/locale";
import { messages } from "../messages";

/** The signed-in person as the navbar shows them. */
type ShellUser = { name: string; avatar?: string | null };

type UserMenuProps = {
  user: ShellUser;
  onProfile: () => void;
  /** Opens the settings drawer; omit to hide the item. */
  onOpenSettings?: () => void;
  /** Called after the person confirms 确定注销并退出系统吗？; cancelling does nothing. */
  onLogout: () => void;
  /**
   * Called with the language the person picks (not the current one). Without it the choice is remembered
   * (`writeLocale`) and the page reloads, so that every package answers in it.
   */
  onLocaleChange?: (locale: Locale) => void;
};

/** The default language switch: remember the choice and reload, as the console's boot applies it. */
function switchLocaleByReload(locale: Locale) {
  writeLocale(locale);
  window.location.reload();
}

/**
 * User dropdown: personal centre, layout settings, the language (中文 / English, the current one checked),
 * logout (confirmed). Needs a ConfirmProvider.
 */
function UserMenu({ user, onProfile, onOpenSettings, onLogout, onLocaleChange }: UserMenuProps) {
  const { confirm } = useConfirm();
  const locale = currentLocale();
  const languageLabelId = React.useId();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-slot="user-menu"
        className="inline-flex cursor-pointer items-center gap-1 rounded-md px-1 py-1 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Avatar name={user.name} src={user.avatar} size={30} aria-hidden />
        <UserText className="sr-only max-w-24 truncate text-sm sm:not-sr-only">{user.name}</UserText>
        <ChevronDownIcon className="size-3.5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Item onSelect={onProfile}>{messages.profile.centre}</DropdownMenu.Item>
        {onOpenSettings ? (
          <DropdownMenu.Item onSelect={onOpenSettings}>{messages.layoutSettings}</DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Separator />
        <DropdownMenu.Label id={languageLabelId} className="flex items-center gap-1.5">
          <LanguagesIcon className="size-3.5" aria-hidden />
          {messages.language}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          aria-labelledby={languageLabelId}
          value={locale}
          onValueChange={(value) => {
            if (!isLocale(value) || value === locale) return;
            (onLocaleChange ?? switchLocaleByReload)(value);
          }}
        >
          {locales.map((option) => (
            <DropdownMenu.RadioItem key={option} value={option} lang={option}>
              {localeNames[option]}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator />
        <DropdownMenu.Item
          onSelect={async () => {
            if (await confirm(messages.logoutConfirm)) onLogout();
          }}
        >
          {messages.logout}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export { UserMenu };
export type { ShellUser, UserMenuProps };
