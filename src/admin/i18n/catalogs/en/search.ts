import type zh from '../zh-cn/search.ts';

// Admin screen texts: search synonyms and searches that found nothing (en).
export default {
  title: 'Search',
  synonyms: 'Synonyms',
  synonymsHint:
    'The words of a group find each other’s goods, in either language (e.g. “scarf, shawl, 围巾”). A change takes effect at once on every server.',
  newSynonym: 'Add synonyms',
  editSynonym: 'Edit synonyms',
  terms: 'Words',
  termsHelp: 'Type a word and press Enter; at least two different words, each at most {max} characters.',
  termsPlaceholder: 'Type a word, press Enter',
  oneWay: 'One way',
  oneWayLabel: 'Only the first word finds the others’ goods (one way)',
  oneWayHelp:
    'When on, searching the first word also finds the goods of the other words, not the reverse. E.g. “tee → t-shirt”: tee finds T-shirts, t-shirt does not find goods called only tee. Good for pointing a misspelling at the right word.',
  bothWays: 'Both ways',
  direction: 'Direction',
  deleteConfirm: 'Delete the synonyms “{terms}”?',
  deleteBody: 'These words will no longer find each other’s goods.',
  noSynonyms: 'No synonyms yet',
  misses: 'Searches that found nothing (last 30 days)',
  missesHint:
    'Words shoppers searched for without finding anything, most frequent first. Add one as a synonym of a word your goods use and the next search finds them.',
  keyword: 'Search',
  language: 'Page language',
  count: 'Times',
  lastAt: 'Last searched',
  addAsSynonym: 'Add as synonym of…',
  addAsSynonymOf: 'Add “{keyword}” as a synonym',
  meaning: 'The word it should mean',
  meaningHelp: 'Type or pick a word your goods use, e.g. hoddie → hoodie. Saved as one-way synonyms from “{keyword}”.',
  meaningPlaceholder: 'e.g. hoodie',
  answered: 'Synonym added',
  noMisses: 'No searches found nothing in the last 30 days',
  times: '{count} times',
} satisfies Record<keyof typeof zh, string>;
