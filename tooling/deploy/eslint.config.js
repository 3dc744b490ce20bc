import node from '@lumen/eslint-config/node';

export default node;
