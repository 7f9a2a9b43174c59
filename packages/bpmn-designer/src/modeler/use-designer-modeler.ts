import * as React from "react";

import { createModeler, type BpmnModeler, type ModuleDeclaration } from "../core/create-modeler";
import type { ModdleDescriptor } from "../core/descriptors";
import type { Engine } from "../core/engines";
import { newProcessXml } from "../core/new-process";
import { exportSvg, exportXml } from "../core/xml";
import type { Messages } from "../messages";
import type { DesignerCommands } from "./designer-context";
import { DesignerStore } from "./designer-store";

/** Options of `useDesignerModeler` (the props of `BpmnDesigner` it acts on). */
interface DesignerModelerOptions {
  container: React.RefObject<HTMLElement | null>;
  engine: Engine;
  /** The diagram; when absent, a new empty process for the engine. */
  xml?: string;
  onChange?: (xml: string) => void;
  onSave?: (xml: string) => void | Promise<void>;
  /** Quiet time after the last edit before `onChange` serialises (ms). */
  changeDelay: number;
  messages: Messages;
  additionalModules?: ModuleDeclaration[];
  moddleExtensions?: Record<string, ModdleDescriptor>;
}

const MIN_ZOOM = 0.2;
const MAX_ZOOM = 4;

const xmlOf = (modeler: BpmnModeler) =>
  modeler.saveXML({ format: true }).then(
    (result) => result.xml,
    () => undefined,
  );

/**
 * Owns the bpmn-js modeler of one designer: creates it in an effect (one live instance, StrictMode
 * included), destroys it and every listener on unmount, rebuilds it when `engine` changes (carrying
 * the current diagram over), imports `xml` when it differs from what the designer itself emitted,
 * and emits `onChange(xml)` once per burst of edits.
 */
function useDesignerModeler(options: DesignerModelerOptions) {
  const { container, engine, xml, messages } = options;
  const [store] = React.useState(() => new DesignerStore(engine));
  const [modeler, setModeler] = React.useState<BpmnModeler | null>(null);

  // Latest props for callbacks that outlive a render.
  const latest = React.useRef(options);
  React.useLayoutEffect(() => {
    latest.current = options;
  });

  const modelerRef = React.useRef<BpmnModeler | null>(null);
  /** The XML last imported or emitted: an `xml` prop equal to it is the designer's own and is not re-imported. */
  const knownXml = React.useRef<string | undefined>(undefined);
  /** The diagram handed from a modeler being rebuilt to the next one (engine change). */
  const carried = React.useRef<Promise<string | undefined> | null>(null);
  const changeTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const importInto = React.useCallback(
    async (target: BpmnModeler, source: string) => {
      knownXml.current = source;
      try {
        await target.importXML(source);
      } catch (error) {
        // bpmn-js reports the failure through `import.done` (the store shows it); a parse error
        // before that is recorded here.
        if (!store.getSnapshot().importError) store.setImportError((error as Error).message);
      }
    },
    [store],
  );

  const emit = React.useCallback((serialised: Promise<string | undefined>) => {
    void serialised.then((out) => {
      if (out === undefined) return;
      knownXml.current = out;
      latest.current.onChange?.(out);
    });
  }, []);

  React.useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { additionalModules, moddleExtensions } = latest.current;
    const instance = createModeler({ container: element, engine, messages, additionalModules, moddleExtensions });
    modelerRef.current = instance;
    const detach = store.attach(instance, engine);
    let imported = false;

    const onCommand = (event: { trigger?: string }) => {
      if (event.trigger === "clear") return;
      clearTimeout(changeTimer.current);
      changeTimer.current = setTimeout(() => {
        changeTimer.current = undefined;
        emit(xmlOf(instance));
      }, latest.current.changeDelay);
    };
    const eventBus = instance.get<{
      on: (e: string, f: typeof onCommand) => void;
      off: (e: string, f: typeof onCommand) => void;
    }>("eventBus");
    const onImported = () => {
      imported = true;
    };
    eventBus.on("commandStack.changed", onCommand);
    eventBus.on("import.done", onImported);

    const initial =
      latest.current.xml ?? newProcessXml({ id: "Process_1", name: messages.designer.newProcessName, engine });
    const source = carried.current ?? Promise.resolve(initial);
    if (!carried.current) knownXml.current = initial;
    carried.current = null;
    let disposed = false;
    void source.then((text) => {
      if (!disposed) void importInto(instance, text ?? initial);
    });
    setModeler(instance);

    return () => {
      disposed = true;
      if (imported) {
        // Serialise before destroying (bpmn-js writes the XML synchronously at the call): the next
        // modeler (engine change) imports it, and a burst of edits still pending is emitted.
        const current = xmlOf(instance);
        carried.current = current;
        if (changeTimer.current !== undefined) emit(current);
      }
      clearTimeout(changeTimer.current);
      changeTimer.current = undefined;
      eventBus.off("commandStack.changed", onCommand);
      eventBus.off("import.done", onImported);
      detach();
      instance.destroy();
      modelerRef.current = null;
      setModeler(null);
    };
  }, [container, engine, messages, store, importInto, emit]);

  // A controlled `xml` from outside replaces the diagram; the designer's own emission does not.
  React.useEffect(() => {
    const instance = modelerRef.current;
    if (!instance || xml === undefined || xml === knownXml.current) return;
    clearTimeout(changeTimer.current);
    changeTimer.current = undefined;
    void importInto(instance, xml);
  }, [xml, importInto]);

  const commands = React.useMemo<DesignerCommands>(() => {
    const withModeler = <T>(fn: (instance: BpmnModeler) => T): T | undefined => {
      const instance = modelerRef.current;
      return instance ? fn(instance) : undefined;
    };
    const requireModeler = () => {
      if (!modelerRef.current) throw new Error("the designer is not ready");
      return modelerRef.current;
    };
    return {
      undo: () => withModeler((m) => m.get<{ undo(): void }>("commandStack").undo()),
      redo: () => withModeler((m) => m.get<{ redo(): void }>("commandStack").redo()),
      zoomTo: (scale) => {
        if (!(scale >= MIN_ZOOM && scale <= MAX_ZOOM))
          throw new RangeError(`zoom ${scale} is outside ${MIN_ZOOM}–${MAX_ZOOM}`);
        withModeler((m) => m.get<{ zoom(scale: number): void }>("canvas").zoom(scale));
      },
      zoomToFit: () => withModeler((m) => m.get<{ zoom(scale: string): void }>("canvas").zoom("fit-viewport")),
      importXml: async (text) => {
        clearTimeout(changeTimer.current);
        changeTimer.current = undefined;
        await importInto(requireModeler(), text);
      },
      exportXml: (opts) => exportXml(requireModeler(), opts),
      exportSvg: () => exportSvg(requireModeler()),
      save: async () => {
        const out = await exportXml(requireModeler());
        await latest.current.onSave?.(out);
        store.markSaved();
      },
      markSaved: () => store.markSaved(),
      setSimulating: (on) => store.setSimulating(on),
    };
  }, [importInto, store]);

  return { modeler, store, commands };
}

export { useDesignerModeler };
export type { DesignerModelerOptions };
