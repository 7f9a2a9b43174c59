import { Button, DropdownMenu } from "@smartclass/ui";
import { ChevronDownIcon } from "lucide-react";

import type { Course, CourseExportType } from "./course-api";
import { courseMessages } from "./messages";

const text = courseMessages.list;

/** The exports of a course, in the menu's order. */
const EXPORT_TYPES = [
  "student",
  "signIn",
  "grade",
  "question",
  "assignment",
  "practice",
] as const satisfies readonly CourseExportType[];

type CourseCardProps = {
  course: Course;
  /** Starts a session of the course. */
  onStart: (course: Course) => void;
  /** Downloads one of the course's exports. */
  onExport: (course: Course, type: CourseExportType) => void;
  /** A start is under way (this card's button shows it; every start button waits). */
  starting: "this" | "other" | null;
};

/** One course as a card: cover, name, classroom, teacher and students; 开始上课 and the 导出 menu. */
function CourseCard({ course, onStart, onExport, starting }: CourseCardProps) {
  const action = starting === "this" ? text.starting : text.start;
  return (
    <article
      data-slot="course-card"
      data-course-id={course.id}
      aria-labelledby={`course-${course.id}-name`}
      className="flex flex-col overflow-hidden rounded-lg border bg-card"
    >
      {course.cover ? (
        <img src={course.cover} alt="" className="h-32 w-full object-cover" />
      ) : (
        <div className="flex h-32 items-center justify-center bg-muted text-sm text-muted-foreground">
          {text.noCover}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 id={`course-${course.id}-name`} className="font-semibold">
          {course.name}
        </h3>
        <p className="text-xs text-muted-foreground">
          {[course.classroomName, text.teacher(course.teacherName), text.students(course.studentCount)]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            size="small"
            variant="primary"
            aria-label={text.startCourse(action, course.name)}
            disabled={starting !== null}
            onClick={() => onStart(course)}
          >
            {action}
          </Button>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button size="small" aria-label={text.exportCourse(course.name)}>
                {text.exportMenu}
                <ChevronDownIcon aria-hidden />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content align="start">
              {EXPORT_TYPES.map((type) => (
                <DropdownMenu.Item key={type} onSelect={() => onExport(course, type)}>
                  {courseMessages.exportTypes[type]}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </div>
      </div>
    </article>
  );
}

export { CourseCard };
