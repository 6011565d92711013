//! One module per command.

mod build;
mod check;
mod search;
mod serve;

use std::process::ExitCode;

use crate::cli::{Arguments, Command};

pub fn run(arguments: Arguments) -> anyhow::Result<ExitCode> {
    match arguments.command {
        Command::Build { site, out, locales } => build::run(&site, &out, &locales),
        Command::Serve {
            site,
            out,
            port,
            host,
            watch,
        } => serve::run(&site, &out, &host, port, watch),
        Command::Check {
            site,
            locales,
            strict,
        } => check::run(&site, &locales, strict),
        Command::Search {
            site,
            locale,
            limit,
            query,
        } => search::run(&site, &locale, limit, &query),
        Command::Records { site, locale } => search::records(&site, &locale),
    }
}
