/** Where administrators look after children's data: retention, staff reads and erasure receipts. */
export const CHILDRENS_DATA_PATH = '/admin/childrens-data';
