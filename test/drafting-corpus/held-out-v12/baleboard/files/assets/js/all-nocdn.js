/* jquery + popper + bootstrap + baguetteBox (bundled by Nikola; trimmed) */
