// API messages of the admin search screen in both languages (merged into api-messages.ts).
import { SEARCH_LIMITS as L } from '../../../domain/admin/search.ts';

export const zh = {
  admin_search_terms_too_few: `同义词组至少要有 ${L.termsMin} 个不同的词`,
  admin_search_terms_too_many: `同义词组最多 ${L.termsMax} 个词`,
  admin_search_term_too_long: `每个词最多 ${L.term} 个字`,
  admin_search_synonym_created: '同义词已添加',
  admin_search_synonym_updated: '同义词已保存',
  admin_search_synonym_deleted: '同义词已删除',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_search_terms_too_few: `A synonym group needs at least ${L.termsMin} different words`,
  admin_search_terms_too_many: `A synonym group can have at most ${L.termsMax} words`,
  admin_search_term_too_long: `Each word can be at most ${L.term} characters`,
  admin_search_synonym_created: 'Synonym added',
  admin_search_synonym_updated: 'Synonym saved',
  admin_search_synonym_deleted: 'Synonym deleted',
};
