/** A printed sheet's document and the two greys of its lines and small print. */
export type Doc = PDFKit.PDFDocument;

export const GREY = '#555555';
export const RULE = '#9a9a9a';
