import multer from 'multer';

/**
 * Reads multipart/form-data without files (what the browser's FormData sends); urlencoded and JSON
 * bodies are read app-wide. A file in a form call is refused with 400.
 */
export const formFields = multer({
  limits: { fields: 50, fieldSize: 256 * 1024, files: 0, parts: 60 },
}).none();
