import { attachSuffix, locativeSuffix, pluralSuffix } from '@langapp/shared';
import { WRITTEN_EXERCISE_DATES } from './written-exercise-dates';
import type { WrittenExerciseDate } from './written-exercise-dates';

/*
 * The written exercises. Every word and sentence here is SAMPLE material built from the sample
 * lexicon (db/seed): invented for demonstration, not real language material. The pages say so.
 * Sample grammar used: the object comes first; verbs take -k 'I', -m 'you', nothing for
 * 'she/he' and -mak 'we'; nouns take the plural and locative suffixes of the drills.
 */

export { WRITTEN_EXERCISE_DATES };
export type { WrittenExerciseDate };

/** A blank in a prompt is written '___'. */
interface ExerciseItem {
  prompt: string;
  answer: string;
}

export type ExerciseSection =
  | { kind: 'items'; heading: string; instructions: string; items: ExerciseItem[] }
  | {
      kind: 'match';
      heading: string;
      instructions: string;
      pairs: { word: string; meaning: string }[];
      /** The meanings in the order they are printed (lettered a, b, c, ...). */
      meaningOrder: string[];
    };

export interface WrittenExercise {
  date: WrittenExerciseDate;
  title: string;
  intro: string;
  sections: ExerciseSection[];
}

const plural = (word: string, meaning: string): ExerciseItem => ({
  prompt: `${word} (${meaning})`,
  answer: `${attachSuffix(word, pluralSuffix(word))} (${meaning}s)`,
});
const locative = (word: string, where: string): ExerciseItem => ({
  prompt: `${word} → ${where}`,
  answer: attachSuffix(word, locativeSuffix(word)),
});
const whichPluralSuffix = (word: string): ExerciseItem => ({ prompt: word, answer: pluralSuffix(word) });
const whichLocativeSuffix = (word: string): ExerciseItem => ({ prompt: word, answer: locativeSuffix(word) });

export const WRITTEN_EXERCISES: Record<WrittenExerciseDate, WrittenExercise> = {
  '2023-03-17': {
    date: '2023-03-17',
    title: 'Verb endings for I and you',
    intro:
      "A verb takes -k for 'I' and -m for 'you'. The object comes first: Okihu tietuk. 'I see the river.' Okihu tietum. 'You see the river.'",
    sections: [
      {
        kind: 'items',
        heading: 'Fill in the ending',
        instructions: 'Write -k or -m in the blank so that the sentence means what the English says.',
        items: [
          { prompt: 'Napam tietu___. (I see the stone.)', answer: 'Napam tietuk.' },
          { prompt: 'Yaapa tietu___. (You see the dog.)', answer: 'Yaapa tietum.' },
          { prompt: 'Sarpe yoepu___. (I cook the corn.)', answer: 'Sarpe yoepuk.' },
          { prompt: "Taire he'ul___. (You eat the bread.)", answer: "Taire he'ulm." },
          { prompt: 'Upaku nirhi___. (You hear the bird.)', answer: 'Upaku nirhim.' },
          { prompt: 'Eyoca laica___. (I carry the fish.)', answer: 'Eyoca laicak.' },
        ],
      },
      {
        kind: 'items',
        heading: 'Translate into English',
        instructions: 'Write each sentence in English.',
        items: [
          { prompt: 'Sakar cauyok.', answer: 'I drink the water.' },
          { prompt: 'Kacta tietum.', answer: 'You see the window.' },
          { prompt: 'Puras tietuk.', answer: 'I see the moon.' },
        ],
      },
    ],
  },
  '2023-04-01': {
    date: '2023-04-01',
    title: 'Plurals with -kma and -mak',
    intro:
      'A noun that ends in a vowel (a, e, i, o, u) takes -kma in the plural; a noun that ends in a consonant takes -mak. The letters y, w and h count as consonants.',
    sections: [
      {
        kind: 'items',
        heading: 'Write the plural',
        instructions: 'Write the plural of each noun.',
        items: [
          plural('okihu', 'river'),
          plural('napam', 'stone'),
          plural('mahup', 'house'),
          plural('upaku', 'bird'),
          plural('yaapa', 'dog'),
          plural('sakar', 'water'),
          plural("pa'no", 'tree'),
          plural('saliw', 'flower'),
        ],
      },
      {
        kind: 'items',
        heading: 'Which suffix?',
        instructions: 'Write -kma or -mak for each noun.',
        items: ["ihi'e", 'koyas', 'isayi', 'mokut', 'tiyay', 'neyuh'].map(whichPluralSuffix),
      },
    ],
  },
  '2023-04-14': {
    date: '2023-04-14',
    title: 'Words and their meanings',
    intro: 'Eight nouns from the word list, and their meanings in English.',
    sections: [
      {
        kind: 'match',
        heading: 'Match each word with its meaning',
        instructions: 'Write the letter of the meaning next to the number of the word.',
        pairs: [
          { word: 'okihu', meaning: 'river' },
          { word: 'napam', meaning: 'stone' },
          { word: 'mahup', meaning: 'house' },
          { word: 'upaku', meaning: 'bird' },
          { word: 'yaapa', meaning: 'dog' },
          { word: "pa'no", meaning: 'tree' },
          { word: "ko'mu", meaning: 'fire' },
          { word: 'sakar', meaning: 'water' },
        ],
        meaningOrder: ['fire', 'dog', 'river', 'water', 'bird', 'stone', 'tree', 'house'],
      },
      {
        kind: 'items',
        heading: 'Fill in the meaning',
        instructions: 'Write the English meaning in the blank.',
        items: [
          { prompt: 'tiyay means ___.', answer: 'sun' },
          { prompt: 'puras means ___.', answer: 'moon' },
          { prompt: 'picap means ___.', answer: 'star' },
          { prompt: 'tipil means ___.', answer: 'rain' },
        ],
      },
    ],
  },
  '2023-11-09': {
    date: '2023-11-09',
    title: 'Translating sentences into English',
    intro: "Remember the verb endings: -k 'I', -m 'you', no ending 'she or he', -mak 'we'.",
    sections: [
      {
        kind: 'items',
        heading: 'Translate into English',
        instructions: 'Write each sentence in English.',
        items: [
          { prompt: 'Okihu tietuk.', answer: 'I see the river.' },
          { prompt: 'Esesu etetum.', answer: 'You take the horse.' },
          { prompt: 'Mepek wukya.', answer: 'She makes the town.' },
          { prompt: "Taire he'ulmak.", answer: 'We eat the bread.' },
          { prompt: "Ilo'u yoepuk.", answer: 'I cook the egg.' },
          { prompt: 'Sakar cauyom.', answer: 'You drink the water.' },
        ],
      },
    ],
  },
  '2024-01-04': {
    date: '2024-01-04',
    title: 'Translating into the sample language',
    intro: 'Put the object first and give the verb the ending of its subject.',
    sections: [
      {
        kind: 'items',
        heading: 'Translate from English',
        instructions: 'Write each sentence with the words of the word list.',
        items: [
          { prompt: 'I see the dog.', answer: 'Yaapa tietuk.' },
          { prompt: 'You eat the fish.', answer: "Eyoca he'ulm." },
          { prompt: 'She carries the basket.', answer: 'Yukop laica.' },
          { prompt: 'We hear the bird.', answer: 'Upaku nirhimak.' },
          { prompt: 'I buy the bread.', answer: 'Taire yiktuk.' },
          { prompt: 'You wash the bowl.', answer: "Ihi'e are'em." },
        ],
      },
    ],
  },
  '2024-03-01': {
    date: '2024-03-01',
    title: 'Locatives with -tka and -tak',
    intro:
      "The locative means 'in, at or on'. A noun that ends in a vowel (a, e, i, o, u) takes -tka; a noun that ends in a consonant takes -tak. The letters y, w and h count as consonants.",
    sections: [
      {
        kind: 'items',
        heading: 'Write the locative',
        instructions: 'Write the noun with its locative suffix.',
        items: [
          locative('okihu', 'at the river'),
          locative('mahup', 'in the house'),
          locative('koyas', 'on the hill'),
          locative('mepek', 'in the town'),
          locative('caoye', 'on the road'),
          locative('turce', 'in the field'),
          locative('kacta', 'at the window'),
        ],
      },
      {
        kind: 'items',
        heading: 'Which suffix?',
        instructions: 'Write -tka or -tak for each noun. Look carefully at the last letter.',
        items: ['tiyay', 'neyuh', 'saliw', "ri'ri", 'huwen', "opu'o"].map(whichLocativeSuffix),
      },
    ],
  },
  '2024-04-10': {
    date: '2024-04-10',
    title: 'Review: plurals, locatives and verb endings',
    intro: 'A little of everything from the earlier exercises.',
    sections: [
      {
        kind: 'items',
        heading: 'Plural or locative',
        instructions: 'Write the form the English asks for.',
        items: [
          { prompt: 'eyoca → fishes', answer: attachSuffix('eyoca', pluralSuffix('eyoca')) },
          { prompt: 'huwen → in the cloud', answer: attachSuffix('huwen', locativeSuffix('huwen')) },
          { prompt: 'watci → women', answer: attachSuffix('watci', pluralSuffix('watci')) },
          { prompt: 'nipom → on the knife', answer: attachSuffix('nipom', locativeSuffix('nipom')) },
        ],
      },
      {
        kind: 'items',
        heading: 'Fill in the ending',
        instructions: 'Write the verb ending in the blank.',
        items: [
          { prompt: 'Yaapakma tietu___. (I see the dogs.)', answer: 'Yaapakma tietuk.' },
          { prompt: 'Sarpe wukya___. (We make the corn.)', answer: 'Sarpe wukyamak.' },
        ],
      },
      {
        kind: 'items',
        heading: 'Translate into English',
        instructions: 'Write each sentence in English.',
        items: [
          { prompt: 'Mahupmak tietum.', answer: 'You see the houses.' },
          { prompt: 'Sakar cauyo.', answer: 'She drinks the water.' },
        ],
      },
    ],
  },
};
