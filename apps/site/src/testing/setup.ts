import { configure } from '@testing-library/react';

// Dialogs and the search box load their code on demand; on a busy 2-core CI machine that
// import can take longer than Testing Library's 1 s default for findBy* queries.
configure({ asyncUtilTimeout: 5000 });
