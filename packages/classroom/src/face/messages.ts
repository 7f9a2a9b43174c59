/**
 * Every text the face enrolment screen shows (人脸数据), in their own module because the package's
 * src/messages.ts is past 400 lines. The spec names the screen but none of its texts: these are ours;
 * the refusal reasons (未检测到人脸, …) come from the server as they are.
 */
const faceMessages = {
  title: "人脸数据",
  loading: "正在加载人脸数据…",
  loadFailed: "人脸数据加载失败",
  retry: "重试",
  consent: {
    title: "人脸信息采集与使用说明",
    intro: "人脸签到需要先录入你的人脸照片。人脸信息属于敏感个人信息，录入前请阅读以下说明：",
    keptTitle: "保存什么",
    kept: "只保存由照片计算出的一组数字（人脸特征值），不保存照片本身；仅当学校另行设置了保存照片时，照片才按学校规定的期限保存。",
    purposeTitle: "用于什么",
    purpose: "仅用于课堂人脸签到：签到时拍摄的照片只与你本人录入的数据比对，不与其他人比对。",
    deleteTitle: "随时删除",
    delete: "你可以随时在本页删除人脸数据，删除后立即生效。",
    optionalTitle: "可以不录入",
    optional: "不录入人脸也不影响签到：你仍然可以使用普通签到。",
    agree: "我已阅读并同意",
    start: "开始录入",
    deleted: "人脸数据已删除",
  },
  capture: {
    title: "录入人脸",
    hint: "请正对摄像头，保持光线充足、面部无遮挡，每次拍摄一张照片。",
    cameraLabel: "摄像头画面",
    take: "拍照",
    progress: (accepted: number) => `已录入 ${accepted} / 至少 3 张（最多 5 张）`,
    full: "已达到 5 张上限",
    finish: "完成",
    photos: "已拍摄的照片",
    photo: (n: number) => `第 ${n} 张照片`,
    uploading: "上传中",
    recognising: "识别中",
    accepted: "已录入",
    refused: "未通过",
    retake: "重拍",
    retry: "重试",
    busy: "系统繁忙",
    retakePhoto: (n: number) => `重拍第 ${n} 张照片`,
    retryPhoto: (n: number) => `重试第 ${n} 张照片`,
    failed: "上传失败",
    cameraRefused:
      "无法使用摄像头：浏览器未获准使用摄像头。请在地址栏的网站设置中允许使用摄像头，然后点击“重新打开摄像头”。",
    cameraMissing: "未找到可用的摄像头：请连接摄像头（或关闭正在使用摄像头的其他程序），然后点击“重新打开摄像头”。",
    reopenCamera: "重新打开摄像头",
  },
  enrolled: {
    summary: (photoCount: number) => `已录入人脸（${photoCount} 张照片）`,
    since: (date: string) => `录入时间：${date}`,
    tooFew: "照片少于 3 张，识别可能不准确，请补充照片",
    add: "补充照片",
    delete: "删除人脸数据",
    confirmTitle: "删除人脸数据",
    confirm: "删除后将无法使用人脸签到（仍可使用普通签到），如需使用需重新录入。确定删除吗？",
    confirmDelete: "删除",
    deleteFailed: "删除失败",
  },
};

type FaceMessages = typeof faceMessages;

export { faceMessages };
export type { FaceMessages };
