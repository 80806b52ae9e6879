/**
 * The signed-in session as the browser keeps it (spec sections 3 and 4). A module of its own,
 * importing nothing, so that the build (build/signed-in-preload.ts) reads the same keys.
 *
 * localStorage
 *   kitlab.session                {token, user_type, teacher_classes}: the one session key
 *   kitlab.user_token             the user's token; a user is signed in while it is stored
 *   kitlab.token_version          sent as the Token-Version header
 *   kitlab.student_teachers       the student's teachers, one per subject
 *   kitlab.student_class          the student's class list (the first entry is their class)
 *   kitlab.subscription           the organisation's plan
 *   kitlab.privacy_policy         privacy acceptances; the first item's `accepted` gates the app
 *   kitlab.profile                name, email, language, schools and district for display, and
 *                                 whether a temporary password must be changed first
 *   kitlab.companion_enrolled     "true" once the user is enrolled in the learning companion
 *   kitlab.companion_collapsed    "true" while the user keeps the companion folded
 *   kitlab.session_count          sign-ins saved in this browser since the last sign-out
 *   kitlab.refresh_retry_counter  reloads still allowed for a 426 answer; 3 after every save
 *   kitlab.registered_device      this device's push registration ({device_status, ...})
 * sessionStorage
 *   kitlab.redirect_url           the deep link a signed-out visitor asked for
 *   kitlab.redirect_at            when it was asked for (ms since epoch)
 *   kitlab.device_info_logged     "true" once device information was sent for this session
 *   kitlab.assign_draft.<target>  the assign drawer's unsent classes, due date and instructions
 *   kitlab.unsaved_answer.<attempt>.<item>  an answer typed but not saved yet (activities)
 *   kitlab.projector_numbers.<class>  the students' tokens in "Student 1..n" order (live reports)
 *   kitlab.reloaded_for_release_at  when the page last reloaded for a script a release replaced
 *
 * Sign-out clears both storages completely.
 */
export const STORAGE_KEYS = {
  session: 'kitlab.session',
  userToken: 'kitlab.user_token',
  tokenVersion: 'kitlab.token_version',
  studentTeachers: 'kitlab.student_teachers',
  studentClass: 'kitlab.student_class',
  subscription: 'kitlab.subscription',
  privacyPolicy: 'kitlab.privacy_policy',
  profile: 'kitlab.profile',
  companionEnrolled: 'kitlab.companion_enrolled',
  sessionCount: 'kitlab.session_count',
  refreshRetryCounter: 'kitlab.refresh_retry_counter',
  registeredDevice: 'kitlab.registered_device',
} as const;
