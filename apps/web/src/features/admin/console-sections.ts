/** The console's sections, in the order a teacher works through them, with what each is for. */
export const CONSOLE_SECTIONS = [
  {
    to: '/admin/learners',
    label: 'Learners and invitations',
    about:
      'Invite learners by e-mail, see who has joined and when they were last here, manage roles and accounts.',
  },
  {
    to: '/admin/progress',
    label: 'Progress',
    about:
      'Lessons finished, reviews, retention and games per learner, the words the class misses most, and the class’s activity over 12 weeks.',
  },
  {
    to: '/admin/recordings',
    label: 'Recording coverage',
    about:
      'How many words and sentences have a recording, by speaker, the recordings of words written alike to confirm, and the list of those still to record.',
  },
  {
    to: '/admin/takes',
    label: "Learners' takes",
    about:
      'Hear the takes learners sent from their practice beside the speaker’s recording, per learner and per word, and answer with a few words and a recording.',
  },
  {
    to: '/admin/dictionary',
    label: 'Dictionary',
    about:
      'Correct an entry’s word, senses (part of speech, gloss, definition, examples, notes), typed notes and other forms, and remove entries nothing uses.',
  },
  {
    to: '/admin/alphabet',
    label: 'Alphabet',
    about:
      'The letters of the language in teaching order, with upper case, accepted spellings and a sample word each; Detect proposes them from the dictionary.',
  },
  {
    to: '/admin/texts',
    label: 'Texts',
    about:
      'Every text, published or not: open it, or align it by hand on its recording so the read-along and ELAN know where each sentence is heard.',
  },
  {
    to: '/admin/suggestions',
    label: 'Suggestions',
    about:
      'Read the corrections learners suggest for words, sentences and texts beside the text as it is now, and accept, adjust or decline each with a reason.',
  },
  {
    to: '/admin/import',
    label: 'Import',
    about:
      'Bring in a lexicon, sentences, texts, lessons and recordings from CSV, JSON, LIFT (FieldWorks) or a .zip, after seeing what the file would change.',
  },
] as const;

/** The teacher's other tools, each a page of its own. */
export const OTHER_TOOLS = [
  {
    to: '/modify-vocab-lessons',
    label: 'Vocabulary lessons',
    about: 'Build, name, edit and publish lessons.',
  },
  { to: '/annotate', label: 'Annotate texts', about: 'Annotate a text sentence by sentence and publish it.' },
  {
    to: '/admin-sotw',
    label: 'Sentence Of The Week Admin',
    about: 'Read the sentences learners sent in and reply with a note.',
  },
  {
    to: '/recordings',
    label: 'Lesson Recordings',
    about: 'The lesson recordings learners can download, and who may download each.',
  },
] as const;
