export const DEMO_PRIVACY_POLICY = {
  version: '2026-09',
  publishedAt: new Date('2026-09-01T00:00:00Z'),
  title: 'Kitlab privacy notice',
  body: [
    'Kitlab is used by your school to set and follow learning activities. This notice explains what we keep about you and why.',
    'What we keep: your name, school email address, class, the work you submit, your scores, and basic information about the device you use (browser, screen size, language). We do not sell this information or show advertising.',
    'Who can see it: your teachers see your work and scores for their classes. School and district administrators see reports for their schools. Other students never see your work unless you share it in a class discussion.',
    'How long we keep it: for as long as your school uses Kitlab, and at most one year after you leave, unless your school asks us to delete it sooner.',
    'Your rights: you, or your parent or guardian, can ask your school to see, correct or delete the information we keep about you.',
    'By selecting "I accept" you confirm that you have read this notice.',
  ].join('\n\n'),
};
