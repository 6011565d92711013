//! Every judged query of the search benchmark (`bench/search/queries/` and `queries-frozen/`),
//! over the portal's own index in its locale: the first five results are the same whether five,
//! ten or twenty are asked for, so a result never moves because the dialog asked for more.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use ampere_render::prepare;
use ampere_search::Index;

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every query of every set, by locale.
fn queries_by_locale() -> BTreeMap<String, Vec<String>> {
    let mut queries: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for set in ["queries", "queries-frozen"] {
        let folder = repository().join("bench/search").join(set);
        for entry in std::fs::read_dir(&folder).expect("the query sets") {
            let path = entry.expect("an entry").path();
            let Some(locale) = path.file_stem().and_then(|stem| stem.to_str()) else {
                continue;
            };
            let text = std::fs::read_to_string(&path).expect("a query set");
            let items: Vec<serde_json::Value> = serde_json::from_str(&text).expect("JSON");
            queries.entry(locale.to_string()).or_default().extend(
                items
                    .iter()
                    .filter_map(|item| item["q"].as_str().map(str::to_string)),
            );
        }
    }
    queries
}

fn first_five(index: &Index, query: &str, limit: usize) -> Vec<String> {
    index
        .search(query, limit)
        .into_iter()
        .take(5)
        .map(|hit| hit.href)
        .collect()
}

#[test]
fn the_first_five_results_do_not_depend_on_how_many_are_asked_for() {
    let queries = queries_by_locale();
    let locales: Vec<String> = queries.keys().cloned().collect();
    let mut stages = Vec::new();
    let prepared = prepare(
        &repository().join("site"),
        &locales,
        &BTreeMap::new(),
        &mut stages,
    )
    .expect("the portal prepares");
    let mut checked = 0;
    let mut moved = Vec::new();
    for (locale, pages) in prepared.locales.iter().zip(&prepared.pages) {
        let synonyms = prepared.site.synonyms_of(&locale.code);
        let index =
            ampere_search::build_index_with(&locale.code, &pages.search_documents, synonyms)
                .load()
                .expect("the index loads");
        for query in &queries[&locale.code] {
            let five = first_five(&index, query, 5);
            for limit in [10, 20] {
                let more = first_five(&index, query, limit);
                if more != five {
                    moved.push(format!(
                        "{}: {query:?} with {limit}: {more:?} instead of {five:?}",
                        locale.code
                    ));
                }
            }
            checked += 1;
        }
    }
    assert!(checked > 500, "only {checked} queries were found");
    assert!(
        moved.is_empty(),
        "{} of {checked} queries moved:\n{}",
        moved.len(),
        moved.join("\n")
    );
}
