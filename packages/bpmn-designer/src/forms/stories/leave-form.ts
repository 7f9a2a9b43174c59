import type { ProcessFormField } from "../types";

/** The leave request (请假申请) a school runs: one field of every kind, as the stories fill it in. */
const leaveForm: ProcessFormField[] = [
  {
    id: "kind",
    type: "enum",
    label: "请假类型",
    values: [
      { id: "sick", name: "病假" },
      { id: "personal", name: "事假" },
      { id: "public", name: "公假" },
    ],
    constraints: [{ name: "required" }],
  },
  {
    id: "days",
    type: "long",
    label: "请假天数",
    constraints: [{ name: "required" }, { name: "min", config: "1" }, { name: "max", config: "30" }],
  },
  {
    id: "hours",
    type: "custom",
    typeType: "decimal",
    label: "缺课课时",
    constraints: [{ name: "max", config: "40" }],
  },
  { id: "start", type: "date", label: "开始日期", constraints: [{ name: "required" }] },
  {
    id: "reason",
    type: "custom",
    typeType: "textarea",
    label: "请假事由",
    constraints: [{ name: "required" }, { name: "minlength", config: "4" }, { name: "maxlength", config: "200" }],
  },
  {
    id: "phone",
    type: "string",
    label: "联系电话",
    constraints: [{ name: "pattern", config: "1\\d{10}" }],
  },
  { id: "notifyParent", type: "boolean", label: "通知家长", defaultValue: true },
];

/** An enum with more options than radio buttons show: a list. */
const courseField: ProcessFormField = {
  id: "course",
  type: "enum",
  label: "调整课程",
  values: [
    { id: "math", name: "数学" },
    { id: "chinese", name: "语文" },
    { id: "english", name: "英语" },
    { id: "physics", name: "物理" },
    { id: "chemistry", name: "化学" },
  ],
};

/** A field fixed by the form's designer: shown, not editable, its default sent. */
const campusField: ProcessFormField = {
  id: "campus",
  type: "string",
  label: "校区",
  defaultValue: "东校区",
  constraints: [{ name: "readonly" }],
};

export { campusField, courseField, leaveForm };
