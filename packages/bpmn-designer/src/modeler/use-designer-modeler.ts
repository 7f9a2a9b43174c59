import * as React from "react";

import { createModeler, type BpmnModeler, type ModuleDeclaration } from "../core/create-modeler";
import type { ModdleDescriptor } from "../core/descriptors";
import type { Engine } from "../core/engines";
import { describeImportWarning, type ImportWarning } from "../core/import-warnings";
import { NEW_PROCESS_ID, newProcessXml } from "../core/new-process";
import { fitView, type FitCanvas } from "../core/zoom";
import type { Messages } from "../messages";
import { createDesignerCommands } from "./designer-commands";
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
  /** The model's process key: a file opened into the designer gives it to its process. */
  processKey?: string;
  /** Quiet time after the last edit before `onChange` serialises (ms). */
  changeDelay: number;
  messages: Messages;
  additionalModules?: ModuleDeclaration[];
  moddleExtensions?: Record<string, ModdleDescriptor>;
  /**
   * The designer's own feature modules (keyboard zoom, minimap, and the token simulation when on),
   * added before `additionalModules`. A new array rebuilds the modeler: keep it stable.
   */
  featureModules?: readonly ModuleDeclaration[];
}

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
  const { container, engine, xml, messages, featureModules } = options;
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
    async (target: BpmnModeler, source: string, diagramId?: string) => {
      knownXml.current = source;
      try {
        await target.importXML(source, diagramId);
        // Opened so that the whole diagram shows (a large one scaled down, nothing cut off).
        fitView(target.get<FitCanvas>("canvas"));
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

  // A layout effect: the modeler is created (and its import starts) before the browser paints the
  // empty designer, not a frame later as a passive effect would.
  React.useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const { additionalModules = [], moddleExtensions } = latest.current;
    const instance = createModeler({
      container: element,
      engine,
      messages,
      additionalModules: [...(featureModules ?? []), ...additionalModules],
      moddleExtensions,
    });
    modelerRef.current = instance;
    const detach = store.attach(instance, engine, (warning) =>
      describeImportWarning(warning as ImportWarning, messages.imports),
    );
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
      latest.current.xml ?? newProcessXml({ id: NEW_PROCESS_ID, name: messages.designer.newProcessName, engine });
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
  }, [container, engine, messages, featureModules, store, importInto, emit]);

  // A controlled `xml` from outside replaces the diagram; the designer's own emission does not.
  React.useEffect(() => {
    const instance = modelerRef.current;
    if (!instance || xml === undefined || xml === knownXml.current) return;
    clearTimeout(changeTimer.current);
    changeTimer.current = undefined;
    void importInto(instance, xml);
  }, [xml, importInto]);

  const commands = React.useMemo<DesignerCommands>(
    () =>
      // The closures below read the refs only when a command runs (in event handlers), never
      // during render; the compiler cannot see that through the function call.
      // eslint-disable-next-line react-hooks/refs
      createDesignerCommands({
        current: () => modelerRef.current,
        store,
        messages: () => latest.current.messages,
        importInto,
        cancelChange: () => {
          const pending = changeTimer.current !== undefined;
          clearTimeout(changeTimer.current);
          changeTimer.current = undefined;
          return pending;
        },
        emitChange: (instance) => emit(xmlOf(instance)),
        onSave: () => latest.current.onSave,
        processKey: () => latest.current.processKey,
      }),
    [importInto, emit, store],
  );

  return { modeler, store, commands };
}

export { useDesignerModeler };
