/** Photos and signatures travel inline (base64) in these bodies. */
export const PICTURE_BODY_LIMIT = 16 * 1024 * 1024;
