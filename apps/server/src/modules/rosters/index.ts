/** What erasing or exporting a student's data takes from the roster records (decision 0058). */
export { eraseRostersStudentData, exportRostersStudentData } from './student-data.js';
