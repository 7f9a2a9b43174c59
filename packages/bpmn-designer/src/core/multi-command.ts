/**
 * A bpmn-js module registering the `designer.multi-command` command: it runs a list of commands as
 * one step of the command stack, so one edit in the panel is exactly one undo. Sub-commands run in
 * the handler's `preExecute`, which diagram-js records under the parent command.
 */

/** One command for `commandStack.execute`. */
interface CommandStep {
  cmd: string;
  context: Record<string, unknown>;
}

interface CommandStackLike {
  execute(command: string, context: Record<string, unknown>): void;
  registerHandler(command: string, handler: new (...args: never[]) => unknown): void;
}

/** The name the compound command is registered under. */
const MULTI_COMMAND = "designer.multi-command";

class MultiCommandHandler {
  static $inject = ["commandStack"];

  constructor(private readonly commandStack: CommandStackLike) {}

  preExecute(context: { steps: CommandStep[] }): void {
    for (const { cmd, context: stepContext } of context.steps) this.commandStack.execute(cmd, stepContext);
  }
}

/** Registers the compound command on start-up (an `__init__` service with explicit injection). */
class MultiCommandRegistration {
  static $inject = ["commandStack"];

  constructor(commandStack: CommandStackLike) {
    commandStack.registerHandler(MULTI_COMMAND, MultiCommandHandler);
  }
}

/** The module to add to a modeler's `additionalModules` (createModeler adds it). */
const multiCommandModule = {
  __init__: ["designerMultiCommand"],
  designerMultiCommand: ["type", MultiCommandRegistration] as ["type", typeof MultiCommandRegistration],
};

export { MULTI_COMMAND, multiCommandModule };
export type { CommandStep };
