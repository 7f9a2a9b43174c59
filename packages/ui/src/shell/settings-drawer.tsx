import * as DialogPrimitive from "@radix-ui/react-dialog";
import { CheckIcon, XIcon } from "lucide-react";
import * as React from "react";

import { Button } from "../components/button";
import { Label } from "../components/label";
import { Radio, RadioGroup } from "../components/radio-group";
import { Switch } from "../components/switch";
import { message } from "../components/toaster";
import { cn } from "../lib/cn";
import { STYLE_SCOPE_CLASS } from "../lib/style-scope";
import { clearSettings, type LayoutSettings, saveSettings, SETTINGS_KEY, themePresets } from "../lib/settings";
import type { KeyValueStorage } from "../lib/storage";
import { messages } from "../messages";
import { type ColorModePreference, colorModePreferences } from "../theme/color-mode";
import { setPrimaryColor } from "../theme/theme";
import { useReturnFocus } from "./use-return-focus";

/** Section 9: reset reloads after 1 second. */
const RESET_RELOAD_DELAY = 1000;

type SettingsDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: LayoutSettings;
  /** Every change, applied live. */
  onSettingsChange: (settings: LayoutSettings) => void;
  /** The colour mode preference (light, dark, follow the system); remembered by its own store. */
  colorMode: ColorModePreference;
  /** Called when the user picks another colour mode (applied live, remembered at once). */
  onColorModeChange: (mode: ColorModePreference) => void;
  /** Where 保存配置 writes (localStorage in the browser). */
  storage?: KeyValueStorage;
  storageKey?: string;
  /** Called 1 s after 重置配置 (window.location.reload in the browser). */
  reload?: () => void;
  /** Element the theme colour is applied to (document root by default). */
  themeRoot?: HTMLElement;
};

const switches = ["topNav", "tagsView", "fixedHeader", "sidebarLogo", "dynamicTitle"] as const;

/**
 * Right slide-out settings: colour mode (light, dark, system), side theme, theme colour (presets applied
 * live), switches, save under one local key, reset (clears it and reloads after 1 s).
 */
function SettingsDrawer({
  open,
  onOpenChange,
  settings,
  onSettingsChange,
  colorMode,
  onColorModeChange,
  storage,
  storageKey = SETTINGS_KEY,
  reload = () => window.location.reload(),
  themeRoot,
}: SettingsDrawerProps) {
  const id = React.useId();
  const returnFocus = useReturnFocus(open);
  const update = (patch: Partial<LayoutSettings>) => {
    const next = { ...settings, ...patch };
    if (patch.theme) setPrimaryColor(patch.theme, themeRoot);
    onSettingsChange(next);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={cn(STYLE_SCOPE_CLASS, "fixed inset-0 z-50 bg-overlay")} />
        <DialogPrimitive.Content
          data-slot="settings-drawer"
          onCloseAutoFocus={returnFocus}
          className={cn(
            STYLE_SCOPE_CLASS,
            "fixed inset-y-0 right-0 z-50 flex w-[300px] max-w-full flex-col gap-5 overflow-y-auto border-l bg-popover p-5 text-foreground shadow-xl outline-none",
          )}
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="text-base font-semibold">{messages.settings.title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={messages.close}
              className="rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <XIcon className="size-4" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">{messages.layoutSettings}</DialogPrimitive.Description>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{messages.settings.colorMode}</legend>
            <RadioGroup
              value={colorMode}
              onValueChange={(v) => onColorModeChange(v as ColorModePreference)}
              aria-label={messages.settings.colorMode}
            >
              {colorModePreferences.map((mode) => (
                <div key={mode} className="flex items-center gap-2">
                  <Radio id={`${id}-mode-${mode}`} value={mode} />
                  <Label htmlFor={`${id}-mode-${mode}`} className="font-normal">
                    {messages.settings.colorModes[mode]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{messages.settings.sideTheme}</legend>
            <RadioGroup
              value={settings.sideTheme}
              onValueChange={(v) => update({ sideTheme: v as LayoutSettings["sideTheme"] })}
              aria-label={messages.settings.sideTheme}
            >
              {(["dark", "light"] as const).map((theme) => (
                <div key={theme} className="flex items-center gap-2">
                  <Radio id={`${id}-side-${theme}`} value={theme} />
                  <Label htmlFor={`${id}-side-${theme}`} className="font-normal">
                    <span
                      aria-hidden
                      className={cn(
                        "mr-1.5 inline-block size-3 rounded-sm border align-middle",
                        theme === "dark" ? "bg-[#304156]" : "bg-white",
                      )}
                    />
                    {messages.settings[theme]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{messages.settings.themeColor}</legend>
            <RadioGroup
              value={settings.theme.toLowerCase()}
              onValueChange={(theme) => update({ theme })}
              aria-label={messages.settings.themeColor}
              className="flex flex-wrap gap-2"
            >
              {themePresets.map((color) => (
                <RadioGroupSwatch key={color} color={color} />
              ))}
            </RadioGroup>
            <div className="flex items-center gap-2">
              <input
                id={`${id}-custom`}
                type="color"
                value={settings.theme}
                onChange={(e) => update({ theme: e.target.value })}
                className="h-7 w-10 cursor-pointer rounded border bg-background"
              />
              <Label htmlFor={`${id}-custom`} className="font-normal">
                {messages.settings.customColor}
              </Label>
            </div>
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">{messages.settings.layout}</legend>
            {switches.map((name) => (
              <div key={name} className="flex items-center justify-between gap-2">
                <Label htmlFor={`${id}-${name}`} className="font-normal">
                  {messages.settings[name]}
                </Label>
                <Switch
                  id={`${id}-${name}`}
                  checked={settings[name]}
                  onCheckedChange={(checked) => update({ [name]: checked })}
                />
              </div>
            ))}
          </fieldset>

          <div className="mt-auto flex gap-2">
            <Button
              variant="primary"
              onClick={() => {
                saveSettings(storage, settings, storageKey);
                message.success(messages.settings.saving);
              }}
            >
              {messages.settings.save}
            </Button>
            <Button
              onClick={() => {
                clearSettings(storage, storageKey);
                message.info(messages.settings.resetting);
                setTimeout(reload, RESET_RELOAD_DELAY);
              }}
            >
              {messages.settings.reset}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A colour swatch radio of the theme colour presets. */
function RadioGroupSwatch({ color }: { color: string }) {
  return (
    <Radio
      value={color}
      aria-label={messages.settings.preset(color)}
      className="group size-7 rounded border-0 data-[state=checked]:ring-2 data-[state=checked]:ring-foreground data-[state=checked]:ring-offset-1"
      style={{ backgroundColor: color }}
    >
      <CheckIcon className="hidden size-4 text-white group-data-[state=checked]:block" aria-hidden />
    </Radio>
  );
}

export { RESET_RELOAD_DELAY, SettingsDrawer };
export type { SettingsDrawerProps };
