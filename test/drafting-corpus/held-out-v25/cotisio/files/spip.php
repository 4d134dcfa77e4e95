<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel xml:lang="fr">
<title>Cotisio</title>
<link>https://cotisio.test/</link>
<description>Membres, cotisations et AG pour les ASBL</description>
<language>fr</language>
<generator>SPIP - www.spip.net</generator>
<item xml:lang="fr"><title>Cotisations 2025 : ce qui change pour les ASBL ?</title><link>https://cotisio.test/Cotisations-2025-ce-qui-change-pour-les-ASBL</link><dc:date>2025-02-17T08:00:00Z</dc:date></item>
<item xml:lang="fr"><title>Assemblée générale en ligne, mode d’emploi</title><link>https://cotisio.test/Assemblee-generale-en-ligne-mode-d-emploi</link><dc:date>2024-10-03T08:00:00Z</dc:date></item>
</channel>
</rss>
