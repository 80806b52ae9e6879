/** A sent announcement: the class and subject it went to, and how many students were notified. */
export function presentAnnouncement(
  stored: { id: number },
  teaching: { className: string; subjectName: string },
  notified: number,
) {
  return {
    id: stored.id,
    class_name: teaching.className,
    subject_name: teaching.subjectName,
    notified,
  };
}
