//! The search index and locale data stages: per locale, the search index and the data every
//! page of the locale shares (sidebar, strings, locale list), under content-hashed names.

use crate::document::script_json;
use crate::locale_data::{locale_data, locale_info, sidebars_of, LocaleDataInputs};
use crate::output::{content_hash, OutputFiles};
use crate::page_data::LocaleData;
use std::collections::HashMap;
use std::sync::Arc;

use crate::search_files::{search_pointer_url, write_built_index};

use super::errors::{write_error, BuildError};
use super::prepare::{parallel_map, Prepared};

/// Search indexes already built, by locale, with what they were built from: what a watch session
/// keeps, so that a rebuild indexes again only the locales whose pages changed.
#[derive(Default)]
pub struct SearchCache {
    indexes: HashMap<String, CachedIndex>,
    /// Keeps nothing (a one-shot build).
    pub disabled: bool,
}

struct CachedIndex {
    documents: Vec<ampere_search::Document>,
    synonyms: Vec<Vec<String>>,
    built: Arc<ampere_search::BuiltIndex>,
}

/// Builds (the locales in parallel, unless `cache` holds them) and writes one search index per
/// locale, with its pointer.
pub fn write_search_indexes(
    staged: &impl OutputFiles,
    prepared: &Prepared,
    cache: &mut SearchCache,
) -> Result<(), BuildError> {
    let inputs: Vec<_> = prepared
        .locales
        .iter()
        .zip(&prepared.pages)
        .map(|(locale, pages)| {
            let synonyms = prepared.site.synonyms_of(&locale.code);
            let cached = cache.indexes.get(&locale.code).filter(|cached| {
                cached.documents == pages.search_documents && cached.synonyms == synonyms
            });
            (
                locale,
                pages,
                synonyms,
                cached.map(|cached| cached.built.clone()),
            )
        })
        .collect();
    let built = parallel_map(&inputs, |(locale, pages, synonyms, cached)| {
        cached.clone().unwrap_or_else(|| {
            Arc::new(ampere_search::build_index_with(
                &locale.code,
                &pages.search_documents,
                synonyms,
            ))
        })
    });
    let mut indexes = HashMap::new();
    for ((locale, pages, synonyms, _), built) in inputs.into_iter().zip(built) {
        write_built_index(staged, &locale.code, &built).map_err(write_error(staged.folder()))?;
        if cache.disabled {
            continue;
        }
        let cached = CachedIndex {
            documents: pages.search_documents.clone(),
            synonyms: synonyms.to_vec(),
            built,
        };
        indexes.insert(locale.code.clone(), cached);
    }
    cache.indexes = indexes;
    Ok(())
}

/// Writes each locale's shared data file; returns the data in the order of the locales.
pub fn write_locale_data(
    staged: &impl OutputFiles,
    prepared: &Prepared,
) -> Result<Vec<LocaleData>, BuildError> {
    let datas = locale_datas(prepared);
    for data in &datas {
        staged
            .write(&data.locale.data_url, script_json(data))
            .map_err(write_error(staged.folder()))?;
    }
    Ok(datas)
}

/// Each locale's shared data, its `locale.data_url` naming the file it is written to.
pub fn locale_datas(prepared: &Prepared) -> Vec<LocaleData> {
    let site = &prepared.site;
    let mut datas: Vec<LocaleData> = prepared
        .locales
        .iter()
        .zip(&prepared.strings)
        .map(|(locale, strings)| {
            locale_data(
                site,
                LocaleDataInputs {
                    locale,
                    locales: Vec::new(),
                    sidebars: sidebars_of(site, locale),
                    strings: strings.clone(),
                    search_index_url: search_pointer_url(&locale.code),
                },
            )
        })
        .collect();
    let urls = data_urls(prepared, &datas);
    let infos: Vec<_> = prepared
        .locales
        .iter()
        .zip(&urls)
        .map(|(locale, url)| locale_info(locale, url))
        .collect();
    for (index, data) in datas.iter_mut().enumerate() {
        data.locales = infos.clone();
        data.locale = infos[index].clone();
    }
    datas
}

/// Each locale's data URL: its own content hash combined with every locale's, since each file
/// lists the others' URLs.
fn data_urls(prepared: &Prepared, datas: &[LocaleData]) -> Vec<String> {
    let partial_hashes: Vec<String> = datas
        .iter()
        .map(|data| content_hash(script_json(data).as_bytes()))
        .collect();
    let combined = content_hash(partial_hashes.concat().as_bytes());
    prepared
        .locales
        .iter()
        .zip(&partial_hashes)
        .map(|(locale, hash)| {
            format!(
                "/assets/locale-{}.{}.json",
                locale.code,
                content_hash(format!("{hash}{combined}").as_bytes())
            )
        })
        .collect()
}
