import { RecordNotFound } from './record-not-found';

/** A class that is not there or not the teacher's (the server answers 404 to both). */
export function ClassNotFound() {
  return (
    <RecordNotFound
      title="There is no such class"
      description="It may not exist, or you do not teach it."
    />
  );
}
