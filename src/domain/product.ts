/** The product's name and the console paths the server's mail links to (shared by the console and the server). */
export const PRODUCT_NAME = 'Field Console';
export const FORGET_PASSWORD_PATH = '/forget-password';
