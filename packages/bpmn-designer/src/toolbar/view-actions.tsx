import * as ToolbarPrimitive from "@radix-ui/react-toolbar";
import { IconButton, Popover, Tooltip } from "@smartclass/ui";
import { KeyboardIcon, MapIcon } from "lucide-react";

import { useDesigner, useDesignerState } from "../modeler/designer-context";
import { ToolbarAction } from "./toolbar-action";

/** The keyboard shortcuts of the focused canvas, in a popover. */
function ShortcutHelp() {
  const { messages } = useDesigner();
  const t = messages.toolbar;
  return (
    <Popover.Root>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <ToolbarPrimitive.Button asChild>
            <Popover.Trigger asChild>
              <IconButton data-slot="designer-toolbar-button" label={t.shortcuts} size="small">
                <KeyboardIcon aria-hidden />
              </IconButton>
            </Popover.Trigger>
          </ToolbarPrimitive.Button>
        </Tooltip.Trigger>
        <Tooltip.Content>{t.shortcuts}</Tooltip.Content>
      </Tooltip.Root>
      <Popover.Content data-slot="designer-shortcuts" align="end" aria-label={t.shortcutsTitle}>
        <p data-slot="designer-shortcuts-title">{t.shortcutsTitle}</p>
        <dl>
          {t.shortcutList.map(([action, keys]) => (
            <div key={action}>
              <dt>{action}</dt>
              <dd>
                <kbd>{keys}</kbd>
              </dd>
            </div>
          ))}
        </dl>
      </Popover.Content>
    </Popover.Root>
  );
}

/** The minimap toggle (a pressed/unpressed button) and the shortcut help. */
function ViewActions() {
  const { commands, messages } = useDesigner();
  const t = messages.toolbar;
  const ready = useDesignerState((s) => s.ready);
  const open = useDesignerState((s) => s.minimapOpen);
  return (
    <>
      <ToolbarAction
        label={t.minimap}
        tooltip={open ? t.minimapHide : t.minimapShow}
        aria-pressed={open}
        icon={<MapIcon aria-hidden />}
        disabled={!ready}
        onClick={() => commands.toggleMinimap()}
      />
      <ShortcutHelp />
    </>
  );
}

export { ViewActions };
