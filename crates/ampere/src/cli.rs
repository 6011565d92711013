//! Command-line arguments.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "ampere",
    version,
    about = "Build, serve, check and search the documentation portal"
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
    Serve {
        #[command(flatten)]
        site: SiteArguments,
        #[arg(long, default_value = "build")]
        out: PathBuf,
        #[arg(long, default_value_t = 3000)]
        port: u16,
        #[arg(long, default_value = "127.0.0.1")]
        host: String,
        #[arg(long)]
        watch: bool,
    },
    /// Report broken internal links and anchors in every locale; exits non-zero when any exist.
    Check {
        #[command(flatten)]
        site: SiteArguments,
        #[arg(long = "locale")]
        locales: Vec<String>,
    },
    /// Query a locale's search index from the terminal.
    Search {
        #[command(flatten)]
        site: SiteArguments,
        #[arg(long, default_value = "en")]
        locale: String,
        #[arg(long, default_value_t = 10)]
        limit: usize,
        query: String,
    },
    /// Print a locale's search records (JSON) as the index is built from them.
    Records {
        #[command(flatten)]
        site: SiteArguments,
        #[arg(long, default_value = "en")]
        locale: String,
    },
}
