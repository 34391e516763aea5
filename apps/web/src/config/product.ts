/** The product's name as users read it (also in index.html and public/manifest.webmanifest). */
export const productName = 'إدارة مولد الكهرباء';
