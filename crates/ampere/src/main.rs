//! `ampere`: build, serve, check and search a documentation site.

mod cli;
mod commands;

use clap::Parser;

fn main() -> std::process::ExitCode {
    let arguments = cli::Arguments::parse();
    match commands::run(arguments) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("{error:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
