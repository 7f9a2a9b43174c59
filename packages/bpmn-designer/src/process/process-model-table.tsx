import { Button, formatLongTime, Table, type TableColumn } from "@smartclass/ui";
import * as React from "react";

import { ConfirmActionDialog } from "./action-dialog";
import { processMessages } from "./messages";
import { optionLabel } from "./option-label";
import type { ProcessModel, ProcessOption } from "./types";

const t = processMessages.models;

type ProcessModelTableProps = {
  models: readonly ProcessModel[];
  loading?: boolean;
  /** Dictionary bpm_model_category, to name each model's category. */
  categories?: readonly ProcessOption[];
  /** Opens the model in the designer (设计; 查看 on a row the person may not change). */
  onDesign?: (model: ProcessModel) => void;
  /** Copies the model (复制, on every row: anyone who sees a model may copy it into one of their own). */
  onCopy?: (model: ProcessModel) => Promise<unknown> | unknown;
  /** Deploys the model after 确认部署流程“…”吗？; the question stays open (busy) until it settles. */
  onDeploy?: (model: ProcessModel) => Promise<unknown> | unknown;
  /** Shows the model's deployed versions (版本). */
  onVersions?: (model: ProcessModel) => void;
  /** Deletes the model after 确认删除流程模型“…”吗？; the question stays open (busy) until it settles. */
  onDelete?: (model: ProcessModel) => Promise<unknown> | unknown;
  /** Permission bpm:model:update — 设计 shows (default true). */
  canUpdate?: boolean;
  /** Permission bpm:model:deploy — 部署 shows (default true). */
  canDeploy?: boolean;
  /** Permission bpm:model:delete — 删除 shows (default true). */
  canDelete?: boolean;
  className?: string;
};

type Pending = { kind: "deploy" | "delete"; model: ProcessModel };

/**
 * The process models: name, key, category, form, latest version (v{n} and its deploy time, or
 * 未部署) and update time, with 设计 / 复制 / 部署 / 版本 / 删除 per row; deploy and delete ask first.
 * A row the person may not change (canManage false) names its creator and offers 查看 / 复制 / 版本.
 */
function ProcessModelTable({
  models,
  loading = false,
  categories = [],
  onDesign,
  onCopy,
  onDeploy,
  onVersions,
  onDelete,
  canUpdate = true,
  canDeploy = true,
  canDelete = true,
  className,
}: ProcessModelTableProps) {
  const [pending, setPending] = React.useState<Pending | null>(null);
  const [copying, setCopying] = React.useState<number | null>(null);
  const copy = async (model: ProcessModel) => {
    setCopying(model.id);
    try {
      await onCopy?.(model);
    } finally {
      setCopying(null);
    }
  };
  const action = (label: string, model: ProcessModel, onClick: () => void, danger = false, busy = false) => (
    <Button
      size="mini"
      variant="link"
      className={danger ? "px-1 text-danger" : "px-1"}
      aria-label={processMessages.rowAction(label, model.name)}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {label}
    </Button>
  );

  const columns: TableColumn<ProcessModel>[] = [
    {
      key: "name",
      header: t.name,
      cell: (model) => (
        <span className="flex flex-col">
          <span title={model.name}>{model.name}</span>
          {model.canManage === false && model.ownerName ? (
            <span className="text-xs text-muted-foreground">{t.ownedBy(model.ownerName)}</span>
          ) : null}
        </span>
      ),
    },
    { key: "key", header: t.key, width: 160, cell: (model) => <code className="text-xs">{model.key}</code> },
    {
      key: "category",
      header: t.category,
      width: 100,
      cell: (model) => optionLabel(categories, model.category) ?? processMessages.none,
    },
    { key: "form", header: t.form, width: 130, cell: (model) => model.formName || processMessages.none },
    {
      key: "latest",
      header: t.latest,
      width: 190,
      cell: (model) =>
        model.latestDefinition ? (
          <span className="flex flex-col">
            <span className="font-medium">{processMessages.version(model.latestDefinition.version)}</span>
            <span className="text-xs text-muted-foreground">
              {t.deployedAt(formatLongTime(model.latestDefinition.deployTime))}
            </span>
          </span>
        ) : (
          <span className="text-muted-foreground">{t.notDeployed}</span>
        ),
    },
    { key: "updateTime", header: t.updateTime, width: 170, cell: (model) => formatLongTime(model.updateTime) },
    {
      key: "actions",
      header: processMessages.actions,
      width: 220,
      className: "overflow-visible",
      cell: (model) => {
        // A model someone else owns is only viewed and copied here; the server refuses the rest.
        const manages = model.canManage !== false;
        return (
          <span className="flex flex-wrap gap-1">
            {onDesign && canUpdate && manages ? action(t.design, model, () => onDesign(model)) : null}
            {onDesign && !manages ? action(t.view, model, () => onDesign(model)) : null}
            {onCopy ? action(t.copy, model, () => void copy(model), false, copying === model.id) : null}
            {canDeploy && manages && onDeploy
              ? action(t.deploy, model, () => setPending({ kind: "deploy", model }))
              : null}
            {onVersions ? action(t.versions, model, () => onVersions(model)) : null}
            {canDelete && manages && onDelete
              ? action(t.remove, model, () => setPending({ kind: "delete", model }), true)
              : null}
          </span>
        );
      },
    },
  ];

  return (
    <div data-slot="process-model-table" className={className}>
      <Table
        caption={t.caption}
        columns={columns}
        rows={models}
        rowKey={(model) => model.id}
        loading={loading}
        empty={t.empty}
      />
      <ConfirmActionDialog
        slot={pending?.kind === "delete" ? "model-delete-confirm" : "model-deploy-confirm"}
        question={
          pending === null
            ? null
            : pending.kind === "deploy"
              ? t.confirmDeploy(pending.model.name)
              : t.confirmRemove(pending.model.name)
        }
        danger={pending?.kind === "delete"}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onConfirm={() => {
          if (!pending) return undefined;
          return pending.kind === "deploy" ? onDeploy?.(pending.model) : onDelete?.(pending.model);
        }}
      />
    </div>
  );
}

export { ProcessModelTable };
export type { ProcessModelTableProps };
