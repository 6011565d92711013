//! `[askAi]`: the optional endpoint that answers questions in the search dialog's Ask-AI mode.
//!
//! The theme posts the reader's question (with the top search hits as context) to this endpoint
//! and shows the streamed answer. `ampere serve` answers on [`DEFAULT_ENDPOINT`] from the site's
//! own documentation (crate `ampere-ask`); an absolute URL points at another service speaking the
//! same protocol. Without the table the dialog offers no Ask-AI mode.
//!
//! `[askAi.chat]` makes `ampere serve` write its answers with a model behind an OpenAI-compatible
//! chat-completions endpoint (llama.cpp's server, vLLM, Ollama, hosted APIs), grounded in the
//! sections the search finds; without it the answers are quoted from the documentation. It is
//! read only by the server: nothing of it reaches the pages.

use std::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct AskAi {
    /// Where questions are posted; feedback goes to `<endpoint>/feedback`. By default the
    /// path `ampere serve` answers on ([`DEFAULT_ENDPOINT`]).
    #[serde(default = "default_endpoint")]
    pub endpoint: Endpoint,
    /// The model that writes the answers; `None`: answers are quoted from the documentation.
    #[serde(default)]
    pub chat: Option<ChatBackend>,
}

/// An OpenAI-compatible chat-completions endpoint.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ChatBackend {
    /// The chat-completions URL, e.g. "http://127.0.0.1:8080/v1/chat/completions".
    #[serde(deserialize_with = "chat_url")]
    pub url: String,
    /// The model name the endpoint expects.
    pub model: String,
    /// The name of the environment variable that holds the API key (sent as a bearer token);
    /// the key itself never goes into the site's files.
    #[serde(default)]
    pub api_key_env: Option<String>,
    /// Seconds to wait for the endpoint's first word, and between two words, before the reader
    /// is told to try again.
    #[serde(default = "default_timeout_seconds")]
    pub timeout_seconds: u64,
}

fn default_timeout_seconds() -> u64 {
    30
}

fn chat_url<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    let text = String::deserialize(deserializer)?;
    let rest = text
        .strip_prefix("https://")
        .or_else(|| text.strip_prefix("http://"));
    match rest {
        Some(rest) if !host(rest).is_empty() && !text.chars().any(char::is_whitespace) => Ok(text),
        _ => Err(de::Error::custom(format!(
            "askAi.chat url `{text}` is not an absolute http(s) URL; use the full chat-completions \
             address, such as \"http://127.0.0.1:8080/v1/chat/completions\""
        ))),
    }
}

/// The path under the site where `ampere serve` answers questions from the site's own
/// documentation (a static host proxies it to a running `ampere serve`: see deploy/).
pub const DEFAULT_ENDPOINT: &str = "/__ampere/ask-ai";

fn default_endpoint() -> Endpoint {
    Endpoint(DEFAULT_ENDPOINT.to_string())
}

/// An absolute `https://` URL (`http://` only for a local machine) or a root-relative path,
/// without query or fragment (the theme appends `/feedback` to it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Endpoint(String);

impl Endpoint {
    pub fn parse(text: &str) -> Result<Endpoint, String> {
        match problem(text) {
            None => Ok(Endpoint(text.to_string())),
            Some(problem) => Err(format!(
                "askAi endpoint `{text}` {problem}; use an absolute URL such as \"https://ai.example.com/ask\" \
                 (http:// only for localhost) or a root-relative path such as \"/api/ask\""
            )),
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What is wrong with an endpoint, or `None` when it is usable.
fn problem(text: &str) -> Option<&'static str> {
    if text.is_empty() {
        return Some("is empty");
    }
    if text.chars().any(char::is_whitespace) {
        return Some("contains white space");
    }
    if text.contains(['?', '#']) {
        return Some(
            "has a query or fragment (the feedback address is the endpoint followed by /feedback)",
        );
    }
    if let Some(rest) = text.strip_prefix("https://") {
        return host_problem(rest);
    }
    if let Some(rest) = text.strip_prefix("http://") {
        return host_problem(rest).or_else(|| {
            (!is_local(host(rest)))
                .then_some("uses http:// for a remote host (browsers block it on an https site)")
        });
    }
    if text.starts_with("//") {
        return Some("is protocol-relative");
    }
    if !text.starts_with('/') {
        return Some("is neither an absolute http(s) URL nor a path starting with /");
    }
    None
}

/// The host (with port) of the part of a URL after `scheme://`.
fn host(rest: &str) -> &str {
    rest.split('/').next().unwrap_or_default()
}

fn host_problem(rest: &str) -> Option<&'static str> {
    let host = host(rest);
    if host.is_empty() || host.starts_with(':') {
        Some("has no host")
    } else if host.contains('@') {
        Some("contains credentials (it is public in every page)")
    } else {
        None
    }
}

fn is_local(host: &str) -> bool {
    let name = match host.strip_prefix('[') {
        Some(bracketed) => bracketed.split(']').next().unwrap_or_default(),
        None => host.split(':').next().unwrap_or_default(),
    };
    matches!(name, "localhost" | "127.0.0.1" | "::1")
}

impl<'de> Deserialize<'de> for Endpoint {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct EndpointVisitor;
        impl Visitor<'_> for EndpointVisitor {
            type Value = Endpoint;
            fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
                formatter.write_str("an endpoint URL or root-relative path")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Endpoint, E> {
                Endpoint::parse(text).map_err(E::custom)
            }
        }
        deserializer.deserialize_str(EndpointVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn absolute_urls_and_root_relative_paths_are_accepted() {
        for text in [
            "https://ai.example.com/ask",
            "https://ai.example.com",
            "https://ai.example.com:8443/v1/ask/",
            "http://127.0.0.1:3109/ask-ai",
            "http://localhost/ask",
            "http://[::1]:8080/ask",
            "/api/ask",
        ] {
            assert_eq!(
                Endpoint::parse(text).map(|endpoint| endpoint.as_str().to_string()),
                Ok(text.to_string()),
                "{text}"
            );
        }
    }

    #[test]
    fn unusable_endpoints_are_refused_with_the_reason() {
        for (text, reason) in [
            ("", "is empty"),
            ("api/ask", "neither an absolute"),
            ("ftp://ai.example.com/ask", "neither an absolute"),
            ("//ai.example.com/ask", "protocol-relative"),
            ("https:///ask", "no host"),
            ("https://user:secret@ai.example.com/ask", "credentials"),
            ("http://ai.example.com/ask", "http:// for a remote host"),
            (
                "http://localhost.example.com/ask",
                "http:// for a remote host",
            ),
            ("/api/ask?key=1", "query or fragment"),
            ("/api/ask#answer", "query or fragment"),
            ("/api/ ask", "white space"),
        ] {
            let error = Endpoint::parse(text).expect_err(text);
            assert!(error.contains(reason), "{text}: {error}");
        }
    }
}
