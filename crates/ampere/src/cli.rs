//! Command-line arguments.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

/// What the exit code says, shown under every `--help`.
const EXIT_CODES: &str = "Exit codes:\n  0  success\n  1  the site has a mistake (each is printed with file:line:column and a hint), a broken link for `check`, or an I/O failure\n  2  the command line itself is wrong (unknown flag or subcommand, missing value)";

#[derive(Parser)]
#[command(
    name = "ampere",
    version,
    about = "Build, serve, check and search the documentation portal",
    after_help = EXIT_CODES
)]
pub struct Arguments {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Args, Clone)]
pub struct SiteArguments {
    /// The site folder (holding ampere.toml).
    #[arg(long, default_value = "site")]
    pub site: PathBuf,
    /// The built theme (holding dist/ and server/worker.mjs).
    #[arg(long, default_value = "theme")]
    pub theme: PathBuf,
}

#[derive(Subcommand)]
pub enum Command {
    /// Build every locale (or the ones named) into static files.
    #[command(after_help = EXIT_CODES)]
    Build {
        #[command(flatten)]
        site: SiteArguments,
        /// Output folder; replaced atomically when the build succeeds.
        #[arg(long, default_value = "build")]
        out: PathBuf,
        /// Build only this locale (repeatable).
        #[arg(long = "locale")]
        locales: Vec<String>,
    },
    /// Serve the build output; with --watch, rebuild on changes under the site and reload open pages.
    #[command(after_help = EXIT_CODES)]
    Serve {
        #[command(flatten)]
        site: SiteArguments,
        /// The build output to serve; built first when it holds no index.html.
        #[arg(long, default_value = "build")]
        out: PathBuf,
        /// The TCP port to listen on.
        #[arg(long, default_value_t = 3000)]
        port: u16,
        /// The address to listen on; 127.0.0.1 serves this machine only, 0.0.0.0 every interface.
        #[arg(long, default_value = "127.0.0.1")]
        host: String,
        /// Rebuild when a file under the site or the built theme changes, and reload open pages.
        #[arg(long)]
        watch: bool,
        /// The folder where readers' Ask-AI likes and dislikes are stored (ask-feedback.jsonl);
        /// keep it outside the build output.
        #[arg(long, default_value = ".ampere/feedback")]
        feedback: PathBuf,
        /// Answer only the Ask-AI questions (and their feedback), not the site's pages: for a
        /// site served by a static host that proxies the Ask-AI path here (see deploy/).
        #[arg(long)]
        ask_only: bool,
    },
    /// Per locale: pages translated from the current source, outdated (the default-locale page
    /// changed since) and missing, and translated pages that leave out a term of the locale's
    /// glossary (i18n/<locale>/glossary.json), with the list of outdated pages (and missing ones for the
    /// locales named).
    #[command(after_help = EXIT_CODES)]
    Translations {
        /// The site folder (holding ampere.toml).
        #[arg(long, default_value = "site")]
        site: PathBuf,
        /// Report only this locale (repeatable) and list its missing pages too.
        #[arg(long = "locale")]
        locales: Vec<String>,
        /// Exit 1 when any page is outdated, missing or leaves out a glossary term.
        #[arg(long)]
        strict: bool,
        /// With --strict, only outdated pages fail (for a site whose translation is under way).
        #[arg(long)]
        allow_missing: bool,
        /// Record every current translation as made from the current source (run after
        /// translating or updating pages); writes i18n/<locale>/translated-sources.json.
        #[arg(long)]
        mark: bool,
    },
    /// List the Ask-AI feedback readers gave: the questions whose answers they disliked first,
    /// the documentation's most useful backlog.
    #[command(after_help = EXIT_CODES)]
    AskFeedback {
        /// The folder `ampere serve --feedback` stores feedback in.
        #[arg(long, default_value = ".ampere/feedback")]
        feedback: PathBuf,
        /// Print the stored votes as JSON lines instead of a summary.
        #[arg(long)]
        json: bool,
    },
    /// Report broken links, anchors and images and every content mistake, in every locale (or
    /// the ones named), without writing anything; exits 1 when any exist.
    #[command(after_help = EXIT_CODES)]
    Check {
        #[command(flatten)]
        site: SiteArguments,
        /// Check only this locale (repeatable); all locales by default.
        #[arg(long = "locale")]
        locales: Vec<String>,
        /// Fail on warnings too: untranslated, unused or misspelt translation keys, translations
        /// that drop a placeholder, unknown admonitions.
        #[arg(long)]
        strict: bool,
    },
    /// Query a locale's search index from the terminal.
    #[command(after_help = EXIT_CODES)]
    Search {
        #[command(flatten)]
        site: SiteArguments,
        /// The locale whose pages are searched (its code, e.g. `hi`).
        #[arg(long, default_value = "en")]
        locale: String,
        /// How many results to print at most.
        #[arg(long, default_value_t = 10)]
        limit: usize,
        /// What to search for, as a reader would type it.
        query: String,
    },
    /// Print a locale's search records (JSON) as the index is built from them.
    #[command(after_help = EXIT_CODES)]
    Records {
        #[command(flatten)]
        site: SiteArguments,
        /// The locale whose records are printed (its code, e.g. `ar`).
        #[arg(long, default_value = "en")]
        locale: String,
    },
}
