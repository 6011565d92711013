//! One module per command.

mod ask_feedback;
mod build;
mod check;
mod search;
mod serve;
mod translations;

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
            feedback,
            ask_only,
        } => serve::run(
            &site,
            &out,
            serve::Serving {
                host,
                port,
                watch,
                feedback,
                ask_only,
            },
        ),
        Command::AskFeedback { feedback, json } => ask_feedback::run(&feedback, json),
        Command::Translations {
            site,
            locales,
            strict,
            allow_missing,
            mark,
        } => translations::run(&site, &locales, strict, allow_missing, mark),
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
