//! Prints the ranked pages of queries with their bucket keys, on an index built by
//! `build-index` (its core file and `<core>.d/` folder).
//!
//! `cargo run -p ampere-search --example explain -- out.bin "query" ...`

use ampere_search::Index;

fn main() {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let Some((core, queries)) = arguments.split_first() else {
        eprintln!("usage: explain <index.bin> <query>...");
        return;
    };
    let mut index = Index::from_bytes(std::fs::read(core).expect("core file")).expect("index");
    let folder = format!("{core}.d");
    for entry in std::fs::read_dir(&folder).expect("index folder").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        index.add_file(&name, &std::fs::read(entry.path()).expect("index file"));
    }
    for query in queries {
        println!("# {query}");
        for line in index.explain(query, 8) {
            println!("  {line}");
        }
    }
}
