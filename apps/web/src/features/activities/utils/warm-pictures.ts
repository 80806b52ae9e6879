interface PicturedItem {
  file?: string | null;
  answer_options?: readonly { file: string | null }[];
}

/**
 * Starts downloading a quiz page's pictures (its questions' and their options') as soon as the
 * page's questions arrive. A question's picture is the largest thing on a phone's screen, and it
 * was asked for only once the page had rendered; the picture drawn later comes from the same
 * request.
 */
export function warmPictures(questions: readonly PicturedItem[]): void {
  for (const question of questions) {
    const options = question.answer_options ?? [];
    for (const file of [question.file, ...options.map((option) => option.file)]) {
      if (file) new Image().src = file;
    }
  }
}
