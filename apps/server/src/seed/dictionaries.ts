// The demo's dictionary data (the labelled values behind the console's selects and tags) and its
// configuration parameters. Data only.

export const DICTS: Record<string, [string, string, string?][]> = {
  user_type: [
    ["1", "会员", "primary"],
    ["2", "管理员", "success"],
  ],
  common_status: [
    ["0", "开启", "primary"],
    ["1", "关闭", "info"],
  ],
  system_user_sex: [
    ["1", "男", "default"],
    ["2", "女", "success"],
  ],
  system_menu_type: [
    ["1", "目录"],
    ["2", "菜单"],
    ["3", "按钮"],
  ],
  system_role_type: [
    ["1", "内置", "danger"],
    ["2", "自定义", "primary"],
  ],
  system_data_scope: [
    ["1", "全部数据权限"],
    ["2", "指定部门数据权限"],
    ["3", "本部门数据权限"],
    ["4", "本部门及以下数据权限"],
    ["5", "仅本人数据权限"],
  ],
  system_notice_type: [
    ["1", "公告", "success"],
    ["2", "提醒", "info"],
  ],
  system_notify_template_type: [
    ["1", "通知公告", "primary"],
    ["2", "系统消息", "success"],
  ],
  system_login_type: [
    ["100", "账号登录"],
    ["101", "社交登录"],
    ["103", "短信登录"],
    ["200", "主动登出"],
    ["202", "强制登出"],
  ],
  system_login_result: [
    ["0", "成功", "success"],
    ["10", "账号或密码不正确", "danger"],
    ["20", "用户被禁用", "danger"],
    ["30", "验证码不存在", "danger"],
    ["31", "验证码不正确", "danger"],
    ["100", "未知异常", "danger"],
  ],
  system_sms_scene: [
    ["1", "手机号登录"],
    ["2", "修改手机"],
    ["3", "修改密码"],
    ["4", "忘记密码"],
  ],
  infra_config_type: [
    ["1", "系统内置", "danger"],
    ["2", "自定义", "primary"],
  ],
  infra_boolean_string: [
    ["true", "是", "danger"],
    ["false", "否", "info"],
  ],
  infra_file_storage: [
    ["10", "本地磁盘"],
    ["20", "S3 对象存储"],
  ],
  bpm_model_category: [
    ["1", "教务流程"],
    ["2", "行政流程"],
  ],
  bpm_model_form_type: [
    ["10", "流程表单"],
    ["20", "业务表单"],
  ],
  bpm_task_assign_rule_type: [
    ["10", "角色"],
    ["20", "部门的成员"],
    ["21", "部门的负责人"],
    ["22", "岗位"],
    ["30", "用户"],
    ["40", "用户组"],
    ["50", "自定义脚本"],
  ],
  bpm_process_instance_status: [
    ["1", "进行中", "primary"],
    ["2", "已完成", "success"],
  ],
  bpm_process_instance_result: [
    ["1", "处理中", "primary"],
    ["2", "通过", "success"],
    ["3", "不通过", "danger"],
    ["4", "已取消", "info"],
    ["5", "已退回", "warning"],
    ["6", "委派中", "primary"],
  ],
  teach_course_item_status: [
    ["0", "未开始", "info"],
    ["1", "进行中", "primary"],
    ["2", "已结束", "success"],
  ],
  teach_activity_status: [
    ["0", "未开始", "info"],
    ["1", "进行中", "primary"],
    ["2", "已结束", "success"],
    ["3", "已取消", "warning"],
  ],
  teach_sign_in_status: [
    ["0", "未签到", "danger"],
    ["1", "已签到", "success"],
    ["2", "补签", "warning"],
  ],
};

export const CONFIGS = [
  { category: "ui", name: "系统名称", key: "system.name", value: "智慧课堂", type: 1, visible: true },
  {
    category: "biz",
    name: "用户管理-账号初始密码",
    key: "system.user.init-password",
    value: "123456",
    type: 1,
    visible: false,
  },
  { category: "auth", name: "验证码开关", key: "system.captcha.enabled", value: "false", type: 1, visible: true },
  { category: "auth", name: "租户开关", key: "system.tenant.enabled", value: "false", type: 1, visible: true },
  {
    category: "teach",
    name: "签到默认时长（秒）",
    key: "teach.sign-in.default-duration",
    value: "60",
    type: 2,
    visible: true,
  },
  { category: "teach", name: "人脸识别开关", key: "teach.face.enabled", value: "false", type: 2, visible: true },
];
