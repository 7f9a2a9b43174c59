// What the face enrolment's story files share in their meta: the widget with the classroom's story
// providers, a spied onChange, and a painted camera of its own per story (so captures are counted per
// story). Each file adds its title.
import type { Meta } from "@storybook/react-vite";
import { fn } from "storybook/test";

import { FaceEnrolment } from "../face/face-enrolment";
import { paintedCamera } from "./fake-camera";
import { withClassroom } from "./with-classroom";

/** The meta of a face enrolment story file, without its title (documented by the main file's page). */
export const faceEnrolmentMeta = {
  component: FaceEnrolment,
  decorators: [withClassroom],
  tags: ["!autodocs"],
  args: { onChange: fn() },
  render: (args) => <FaceEnrolment {...args} camera={args.camera ?? paintedCamera()} />,
} satisfies Omit<Meta<typeof FaceEnrolment>, "title">;
