import react from '@lumen/eslint-config/react';

export default [...react];
